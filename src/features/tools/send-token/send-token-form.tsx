import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { Select } from '@/design-system/select';
import { Shimmer } from '@/design-system/shimmer';
import { TextInput } from '@/design-system/text-input';
import { formatTokenAmount, readTokenAmount } from '@/lib/token-amount';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useActiveNetwork } from '@/stacks/active-network';
import {
  accountBalancesQueryKey,
  accountBalancesQueryOptions,
  type FungibleTokenBalance,
} from '@/stacks/api/account-balances';
import type { TokenMetadata } from '@/stacks/api/token-metadata';
import { tokenMetadataQueryOptions } from '@/stacks/api/token-metadata-query';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import {
  isTransactionFlowBusy,
  isTransactionFlowSent,
} from '@/transaction-flow/transaction-flow-state';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { isTokenTransferRequest } from '@/transaction-flow/wallet-request';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { ReadFailure } from '../shared/read-failure';
import { useToolWalletMethod } from '../shared/use-tool-wallet-method';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import { validateSendToken, type SendTokenValues } from './validate-send-token';
import styles from '../send-stx/send-stx-form.module.css';

const METHOD = 'stx_transferSip10Ft';
const EMPTY: SendTokenValues = { recipient: '', amount: '' };

interface HeldToken extends FungibleTokenBalance {
  metadata: TokenMetadata | undefined;
  metadataError: Error | null;
}

/** Tools › Send tokens: a SIP-010 token the account holds, a recipient and an amount in the
 * token's decimals, sent through the wallet's `stx_transferSip10Ft` in Deny mode with the one
 * post-condition that the sender sends exactly that amount of that token. */
export function SendTokenForm() {
  const network = useActiveNetwork();
  const sender = findStxAddress(useAtomValue(addressesAtom))?.address;
  const { unsupported, runOptions } = useToolWalletMethod('send-token', METHOD);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [values, setValues] = useState<SendTokenValues>(EMPTY);
  const fieldErrors = useFieldErrors<keyof SendTokenValues>();
  const queryClient = useQueryClient();
  const flow = useTransactionFlow({
    network,
    onSettled: () => {
      if (sender) {
        void queryClient.invalidateQueries({ queryKey: accountBalancesQueryKey(network, sender) });
      }
    },
  });
  const { state } = flow;

  const balances = useQuery({
    ...accountBalancesQueryOptions(network, sender ?? ''),
    enabled: sender !== undefined,
  });
  const held = balances.data?.fungibleTokens ?? [];
  const metadata = useQueries({
    queries: held.map((token) => tokenMetadataQueryOptions(network, token.contract)),
  });
  const tokens: HeldToken[] = held.map((token, i) => ({
    ...token,
    metadata: metadata[i]?.data,
    metadataError: metadata[i]?.error ?? null,
  }));
  // The first token whose decimals are known is chosen until the person picks one.
  const token =
    tokens.find((t) => t.asset === chosen) ?? tokens.find((t) => t.metadata !== undefined);
  const unit = token?.metadata && {
    symbol: token.metadata.symbol,
    decimals: token.metadata.decimals,
  };

  const validation = validateSendToken(values, {
    network: network.kind,
    sender,
    token: token && unit ? { asset: token.asset, balance: token.balance, unit } : undefined,
  });
  const errors = fieldErrors.shown(validation.valid ? {} : validation.errors);

  if (!sender) {
    return (
      <Banner variant="info" title="Connect your wallet to send tokens">
        Satchel lists the SIP-010 tokens your account holds once your wallet is connected: use
        Connect at the top of the page.
      </Banner>
    );
  }
  if (unsupported) return <UnsupportedMethodNotice method={METHOD} />;
  if (balances.error) {
    return (
      <ReadFailure
        title="Could not read your tokens"
        error={balances.error}
        onRetry={() => void balances.refetch()}
        retrying={balances.isFetching}
      />
    );
  }
  if (!balances.data) return <Shimmer lines={3} label="Loading your tokens…" />;

  const update = (field: keyof SendTokenValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (state.phase === 'wallet-refused' || state.phase === 'not-built') flow.reset();
  };

  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fieldErrors.submit();
    if (!validation.valid) return;
    const { transfer } = validation;
    void flow.run(async () => {
      const { buildTokenTransferRequest } = await import('@/stacks/build-token-transfer-request');
      return buildTokenTransferRequest({ sender, ...transfer });
    }, runOptions);
  };

  const startOver = () => {
    setValues(EMPTY);
    fieldErrors.reset();
    flow.reset();
  };

  const typed = unit ? readTokenAmount(values.amount, unit) : undefined;
  const sentRequest =
    'request' in state && isTokenTransferRequest(state.request) ? state.request : undefined;
  const sentUnit = sentRequest && tokens.find((t) => t.asset === sentRequest.asset)?.metadata;
  let label = 'Token transfer';
  if (sentRequest && sentUnit)
    label = `Transfer of ${formatTokenAmount(sentRequest.amount, sentUnit)}`;
  else if (typed?.valid && unit) label = `Transfer of ${formatTokenAmount(typed.baseUnits, unit)}`;
  const progress = <TransactionProgress state={state} label={label} />;

  if (isTransactionFlowSent(state)) {
    return (
      <>
        {progress}
        <div className={styles.actions}>
          <Button variant="outline" onClick={startOver}>
            Send another
          </Button>
        </div>
      </>
    );
  }

  if (tokens.length === 0) {
    return (
      <Banner variant="info" title="No tokens to send">
        This account holds no SIP-010 tokens on {network.name}. Tokens you receive appear here.
      </Banner>
    );
  }

  return (
    <form className={styles.form} onSubmit={send} noValidate>
      <Select
        label="Token"
        name="token"
        value={token?.asset}
        onValueChange={(asset) => {
          setChosen(asset);
          if (state.phase === 'wallet-refused' || state.phase === 'not-built') flow.reset();
        }}
        options={tokens.map((t) => ({
          value: t.asset,
          label: tokenLabel(t),
          disabled: t.metadata === undefined,
        }))}
      />
      {tokens
        .filter((t) => t.metadataError)
        .map((t) => (
          <p key={t.asset} className={styles.error}>
            {`${t.contract} cannot be sent here: its name, symbol or decimals could not be read (${t.metadataError?.message ?? ''})`}
          </p>
        ))}
      <TextInput
        label="Recipient"
        name="recipient"
        autoComplete="off"
        spellCheck={false}
        value={values.recipient}
        onChange={(event) => update('recipient')(event.target.value)}
        onBlur={fieldErrors.leave('recipient')}
        error={errors.recipient}
        hint="A Stacks address, or a contract as address.contract-name"
      />
      <TextInput
        label={`Amount (${unit?.symbol ?? 'token'})`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onChange={(event) => update('amount')(event.target.value)}
        onBlur={fieldErrors.leave('amount')}
        error={errors.amount}
        hint={
          token && unit
            ? `You hold ${formatTokenAmount(token.balance, unit)} (${unit.decimals} decimals)`
            : undefined
        }
      />
      <p className={styles.balance}>
        No memo: the wallet method {METHOD} takes none (SIP-030), so a token transfer from here
        carries no memo. The fee is set by your wallet.
      </p>
      {progress}
      <div className={styles.actions}>
        <Button type="submit" variant="solid" loading={isTransactionFlowBusy(state)}>
          {state.phase === 'signing' ? 'Confirm in your wallet…' : 'Send tokens'}
        </Button>
      </div>
    </form>
  );
}

function tokenLabel(token: HeldToken): string {
  if (token.metadata) {
    return `${token.metadata.symbol} — ${formatTokenAmount(token.balance, token.metadata)} (${token.contract})`;
  }
  if (token.metadataError) return `${token.contract}::${token.tokenName} (unreadable)`;
  return `${token.contract}::${token.tokenName} (reading…)`;
}
