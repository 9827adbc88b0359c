import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import { useFieldBinding } from '@/lib/use-field-binding';
import { useActiveNetwork } from '@/stacks/active-network';
import { nftHoldingsQueryKey, nftHoldingsQueryOptions } from '@/stacks/api/nft-holdings';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { recipientError } from '../shared/recipient-error';
import { useSendForm } from '../shared/use-send-form';
import { useToolWalletMethod } from '../shared/use-tool-wallet-method';
import { chosenNft, transferLabel } from './send-nft-form-state';
import { useNftLabel } from './use-nft-label';

export const SEND_NFT_METHOD = 'stx_transferSip9Nft';

interface SendNftValues {
  /** The picked NFT (send-nft-form-state.ts: nftKeyOf); undefined until the person picks one. */
  nft: string | undefined;
  recipient: string;
}

const EMPTY: SendNftValues = { nft: undefined, recipient: '' };

/** The Send an NFT form's state: the NFTs the account holds, the chosen one, the recipient and
 * the transaction flow. SendNftForm only renders it. */
export function useSendNftForm() {
  const network = useActiveNetwork();
  const sender = findStxAddress(useAtomValue(addressesAtom))?.address;
  const { unsupported, runOptions } = useToolWalletMethod('send-nft', SEND_NFT_METHOD);
  const { values, edit, flow, clear } = useSendForm({
    empty: EMPTY,
    network,
    refreshAfterSend: sender ? nftHoldingsQueryKey(network, sender) : undefined,
  });
  // The holdings are read again once the transfer settles: the words keep the NFT that was sent.
  const [sentLabel, setSentLabel] = useState<string | undefined>(undefined);
  const holdings = useQuery({
    ...nftHoldingsQueryOptions(network, sender ?? ''),
    enabled: sender !== undefined,
  });
  const nftLabel = useNftLabel();

  const nft = chosenNft(holdings.data?.holdings ?? [], values.nft);
  const recipient = values.recipient.trim();
  const problem = recipientError(recipient, { network: network.kind, sender });
  const fields = useFieldBinding<SendNftValues, 'recipient'>({
    values,
    problems: problem ? { recipient: problem } : {},
    onEdit: (field, value) => edit({ [field]: value }),
  });

  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.submit();
    if (problem || !nft || !sender) return;
    setSentLabel(`Transfer of ${nftLabel(nft)}`);
    void flow.run(async () => {
      const { buildNftTransferRequest } = await import('@/stacks/build-token-transfer-request');
      return buildNftTransferRequest({ sender, asset: nft.asset, recipient, idHex: nft.idHex });
    }, runOptions);
  };

  const startOver = () => {
    clear();
    fields.reset();
  };

  return {
    network,
    sender,
    unsupported,
    holdings,
    nft,
    nftLabel,
    choose: (key: string) => edit({ nft: key }),
    bind: fields.bind,
    state: flow.state,
    label: transferLabel(flow.state, sentLabel, nft && nftLabel(nft)),
    send,
    startOver,
  };
}
