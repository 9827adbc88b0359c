import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldBinding } from '@/lib/use-field-binding';
import { nftHoldingsQueryKey, nftHoldingsQueryOptions } from '@/stacks/api/nft-holdings';
import { recipientError } from '../shared/recipient-error';
import { useSendForm } from '../shared/use-send-form';
import { chosenNft, nftTransferLabel } from './send-nft-form-state';
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
  const { network, sender, unsupported, values, edit, state, submit, startOver } = useSendForm({
    tool: 'send-nft',
    method: SEND_NFT_METHOD,
    empty: EMPTY,
    refreshAfterSend: nftHoldingsQueryKey,
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

  const transfer = !problem && nft && sender ? { sender, nft } : undefined;
  const build =
    transfer &&
    (async () => {
      setSentLabel(`Transfer of ${nftLabel(transfer.nft)}`);
      const { buildNftTransferRequest } = await import('@/stacks/build-token-transfer-request');
      const { asset, idHex } = transfer.nft;
      return buildNftTransferRequest({ sender: transfer.sender, asset, recipient, idHex });
    });

  return {
    network,
    sender,
    unsupported,
    holdings,
    nft,
    nftLabel,
    choose: (key: string) => edit({ nft: key }),
    bind: fields.bind,
    state,
    label: nftTransferLabel(state, sentLabel, nft && nftLabel(nft)),
    send: submit(fields, build),
    startOver: startOver(fields),
  };
}
