import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { Select } from '@/design-system/select';
import { Shimmer } from '@/design-system/shimmer';
import { TextInput } from '@/design-system/text-input';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useActiveNetwork } from '@/stacks/active-network';
import {
  nftHoldingsQueryKey,
  nftHoldingsQueryOptions,
  type NftHolding,
} from '@/stacks/api/nft-holdings';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import {
  isTransactionFlowBusy,
  isTransactionFlowSent,
} from '@/transaction-flow/transaction-flow-state';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { ReadFailure } from '../shared/read-failure';
import { recipientError } from '../shared/recipient-error';
import { useToolWalletMethod } from '../shared/use-tool-wallet-method';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import { useNftLabel } from './use-nft-label';
import styles from '../send-stx/send-stx-form.module.css';

const METHOD = 'stx_transferSip9Nft';
const keyOf = (holding: NftHolding) => `${holding.asset}|${holding.idHex}`;

/** Tools › Send an NFT: one NFT the account holds and a recipient, sent through the wallet's
 * `stx_transferSip9Nft` in Deny mode with the post-condition that the sender sends exactly that
 * NFT. */
export function SendNftForm() {
  const network = useActiveNetwork();
  const sender = findStxAddress(useAtomValue(addressesAtom))?.address;
  const { unsupported, runOptions } = useToolWalletMethod('send-nft', METHOD);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [recipient, setRecipient] = useState('');
  // The holdings are read again once the transfer settles: the words keep the NFT that was sent.
  const [sentLabel, setSentLabel] = useState<string | undefined>(undefined);
  const fieldErrors = useFieldErrors<'recipient'>();
  const queryClient = useQueryClient();
  const flow = useTransactionFlow({
    network,
    onSettled: () => {
      if (sender) {
        void queryClient.invalidateQueries({ queryKey: nftHoldingsQueryKey(network, sender) });
      }
    },
  });
  const { state } = flow;
  const holdings = useQuery({
    ...nftHoldingsQueryOptions(network, sender ?? ''),
    enabled: sender !== undefined,
  });
  const nftLabel = useNftLabel();

  if (!sender) {
    return (
      <Banner variant="info" title="Connect your wallet to send an NFT">
        Satchel lists the NFTs your account holds once your wallet is connected: use Connect at the
        top of the page.
      </Banner>
    );
  }
  if (unsupported) return <UnsupportedMethodNotice method={METHOD} />;
  if (holdings.error) {
    return (
      <ReadFailure
        title="Could not read your NFTs"
        error={holdings.error}
        onRetry={() => void holdings.refetch()}
        retrying={holdings.isFetching}
      />
    );
  }
  if (!holdings.data) return <Shimmer lines={3} label="Loading your NFTs…" />;

  const { holdings: held, total } = holdings.data;
  const nft = held.find((h) => keyOf(h) === chosen) ?? held[0];
  const trimmed = recipient.trim();
  const problem = recipientError(trimmed, { network: network.kind, sender });
  const errors = fieldErrors.shown(problem ? { recipient: problem } : {});
  const progress = (
    <TransactionProgress
      state={state}
      label={
        (state.phase === 'idle' ? undefined : sentLabel) ??
        (nft ? `Transfer of ${nftLabel(nft)}` : 'NFT transfer')
      }
    />
  );

  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fieldErrors.submit();
    if (problem || !nft) return;
    setSentLabel(`Transfer of ${nftLabel(nft)}`);
    void flow.run(async () => {
      const { buildNftTransferRequest } = await import('@/stacks/build-token-transfer-request');
      return buildNftTransferRequest({
        sender,
        asset: nft.asset,
        recipient: trimmed,
        idHex: nft.idHex,
      });
    }, runOptions);
  };

  if (isTransactionFlowSent(state)) {
    return (
      <>
        {progress}
        <div className={styles.actions}>
          <Button
            variant="outline"
            onClick={() => {
              setRecipient('');
              setChosen(undefined);
              fieldErrors.reset();
              flow.reset();
            }}
          >
            Send another
          </Button>
        </div>
      </>
    );
  }

  if (!nft) {
    return (
      <Banner variant="info" title="No NFTs to send">
        This account holds no NFTs on {network.name}. NFTs you receive appear here.
      </Banner>
    );
  }

  return (
    <form className={styles.form} onSubmit={send} noValidate>
      <Select
        label="NFT"
        name="nft"
        value={keyOf(nft)}
        onValueChange={(key) => {
          setChosen(key);
          if (state.phase === 'wallet-refused' || state.phase === 'not-built') flow.reset();
        }}
        options={held.map((h) => ({ value: keyOf(h), label: `${nftLabel(h)} (${h.asset})` }))}
      />
      {total > held.length ? (
        <p className={styles.balance}>
          {`The first ${held.length} of your ${total} NFTs are listed.`}
        </p>
      ) : null}
      <TextInput
        label="Recipient"
        name="recipient"
        autoComplete="off"
        spellCheck={false}
        value={recipient}
        onChange={(event) => {
          setRecipient(event.target.value);
          if (state.phase === 'wallet-refused' || state.phase === 'not-built') flow.reset();
        }}
        onBlur={fieldErrors.leave('recipient')}
        error={errors.recipient}
        hint="A Stacks address, or a contract as address.contract-name"
      />
      {progress}
      <div className={styles.actions}>
        <Button type="submit" variant="solid" loading={isTransactionFlowBusy(state)}>
          {state.phase === 'signing' ? 'Confirm in your wallet…' : 'Send NFT'}
        </Button>
      </div>
    </form>
  );
}
