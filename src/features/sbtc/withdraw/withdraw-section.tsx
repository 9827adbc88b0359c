import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { Button } from '@/design-system/button';
import { FactList, PageSection } from '@/design-system/page-layout';
import { SectionFailure } from '@/design-system/section-failure';
import { Shimmer } from '@/design-system/shimmer';
import { TextInput } from '@/design-system/text-input';
import { formatBtc, formatSats } from '@/lib/bitcoin-amount';
import { useFieldErrors } from '@/lib/use-field-errors';
import {
  accountBalancesQueryKey,
  accountBalancesQueryOptions,
} from '@/stacks/api/account-balances';
import { contractExistsQueryOptions } from '@/stacks/api/contract-exists';
import { emilyLimitsQueryOptions } from '@/stacks/emily/emily-limits';
import { readWithdrawalRequestId } from '@/stacks/sbtc/withdrawal-request-id';
import { WITHDRAWAL_DUST_LIMIT_SATS } from '@/stacks/sbtc/withdrawal-errors';
import { SBTC_ASSET_NAME } from '@/stacks/sbtc/sbtc-token';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import {
  isTransactionFlowBusy,
  isTransactionFlowSent,
} from '@/transaction-flow/transaction-flow-state';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import type { SbtcSectionProps } from '../sbtc-section-props';
import { describeWithdrawalFailure } from './describe-withdrawal-failure';
import {
  addStoredWithdrawal,
  storedWithdrawalsAtom,
  withdrawalAccountKey,
} from './stored-withdrawals';
import {
  decodeRecipient,
  validateWithdrawal,
  type WithdrawalPlan,
  type WithdrawalValues,
} from './validate-withdrawal';
import { WithdrawalList } from './withdrawal-list';
import styles from './withdraw-section.module.css';

const TITLE = 'Withdraw sBTC to bitcoin';
const EMPTY: WithdrawalValues = { amount: '', btcAddress: '', maxFee: '' };

/**
 * **Withdraw sBTC to bitcoin**: where the chain has sBTC's withdrawal contract, a
 * request to `initiate-withdrawal-request` (amount, Bitcoin address, maximum fee), then the
 * request followed to the signers' decision. Offered only where that contract exists.
 */
export function WithdrawSection({ network, contracts, address }: SbtcSectionProps) {
  const [deployer = '', name = ''] = contracts.withdrawal.split('.');
  const exists = useQuery(contractExistsQueryOptions(network, deployer, name));
  if (exists.isPending) {
    return (
      <PageSection title={TITLE}>
        <Shimmer label="Checking for sBTC’s withdrawal contract" lines={4} />
      </PageSection>
    );
  }
  if (exists.isError) {
    return (
      <PageSection title={TITLE}>
        <SectionFailure onRetry={() => void exists.refetch()} retrying={exists.isFetching}>
          {`Could not check for sBTC’s withdrawal contract: ${exists.error.message}`}
        </SectionFailure>
      </PageSection>
    );
  }
  if (!exists.data) {
    return (
      <PageSection title={TITLE}>
        <p data-testid="withdraw-unavailable">
          This network has no sBTC withdrawal contract ({contracts.withdrawal} is not deployed), so
          sBTC cannot be withdrawn to bitcoin here.
        </p>
      </PageSection>
    );
  }
  return (
    <PageSection title={TITLE}>
      <p>
        A withdrawal locks the amount and the maximum Bitcoin fee of your sBTC. The sBTC signers
        then pay the amount to your Bitcoin address; of the maximum fee, what the Bitcoin
        transaction did not need comes back to you as sBTC. If they reject the request, all of it
        comes back.
      </p>
      {address ? (
        <WithdrawForm network={network} contracts={contracts} address={address} />
      ) : (
        <p data-testid="withdraw-connect">
          Connect a wallet with an account on this network to withdraw its sBTC to a Bitcoin
          address.
        </p>
      )}
    </PageSection>
  );
}

function WithdrawForm({ network, contracts, address }: SbtcSectionProps & { address: string }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<WithdrawalValues>(EMPTY);
  const [review, setReview] = useState<WithdrawalPlan>();
  const fieldErrors = useFieldErrors<keyof WithdrawalValues>();
  const [stored, setStored] = useAtom(storedWithdrawalsAtom);
  const accountKey = withdrawalAccountKey(network, address);

  const balances = useQuery(accountBalancesQueryOptions(network, address));
  const sbtcAsset = `${contracts.token}::${SBTC_ASSET_NAME}`;
  const balanceSats = balances.data
    ? (balances.data.fungibleTokens.find((token) => token.asset === sbtcAsset)?.balance ?? 0n)
    : undefined;

  const flow = useTransactionFlow({
    network,
    describeFailure: describeWithdrawalFailure,
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: accountBalancesQueryKey(network, address) }),
  });
  const { state } = flow;

  // The request id is the call's `(ok uN)`: once confirmed, the request is kept and followed.
  const confirmedId =
    state.phase === 'confirmed' ? readWithdrawalRequestId(state.resultRepr) : undefined;
  const confirmedTxid = state.phase === 'confirmed' ? state.txid : undefined;
  useEffect(() => {
    if (confirmedId === undefined || confirmedTxid === undefined || !review) return;
    setStored((all) =>
      addStoredWithdrawal(all, accountKey, {
        requestId: confirmedId,
        txid: confirmedTxid.startsWith('0x') ? confirmedTxid : `0x${confirmedTxid}`,
        amountSats: review.amountSats.toString(),
        maxFeeSats: review.maxFeeSats.toString(),
        btcAddress: review.btcAddress,
      }),
    );
  }, [accountKey, confirmedId, confirmedTxid, review, setStored]);

  // The bridge's per-withdrawal cap, where Emily runs and answers; without it the form checks the rest.
  const limits = useQuery(emilyLimitsQueryOptions(network));
  const validation = validateWithdrawal(values, {
    network: network.kind,
    balanceSats,
    perWithdrawalCapSats: limits.data?.perWithdrawalCap,
  });
  const errors = fieldErrors.shown(validation.valid ? {} : validation.errors);
  const decoded = decodeRecipient(values.btcAddress, network.kind);

  const update = (field: keyof WithdrawalValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (state.phase === 'wallet-refused' || state.phase === 'not-built') flow.reset();
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fieldErrors.submit();
    if (validation.valid) setReview(validation.plan);
  };

  const send = (plan: WithdrawalPlan) =>
    void flow.run(async () => {
      const { buildWithdrawalRequest } = await import('@/stacks/sbtc/build-withdrawal-request');
      return buildWithdrawalRequest({
        network: network.kind,
        contracts,
        sender: address,
        amountSats: plan.amountSats,
        maxFeeSats: plan.maxFeeSats,
        btcAddress: plan.btcAddress,
      });
    });

  const startOver = () => {
    setValues(EMPTY);
    setReview(undefined);
    fieldErrors.reset();
    flow.reset();
  };

  const requests = stored[accountKey] ?? [];
  const list = (
    <WithdrawalList network={network} registry={contracts.registry} requests={requests} />
  );

  let balanceText = 'Loading…';
  if (balanceSats !== undefined) balanceText = formatBtc(balanceSats);
  else if (balances.error) balanceText = `could not read it (${balances.error.message})`;

  if (review) {
    const sent = isTransactionFlowSent(state);
    return (
      <>
        <h3>Review the withdrawal</h3>
        <FactList data-testid="withdraw-review">
          <dt>Amount to bitcoin</dt>
          <dd>
            {formatBtc(review.amountSats)} ({formatSats(review.amountSats)})
          </dd>
          <dt>Maximum Bitcoin fee</dt>
          <dd>{formatSats(review.maxFeeSats)}</dd>
          <dt>sBTC locked now</dt>
          <dd>{formatBtc(review.amountSats + review.maxFeeSats)}</dd>
          <dt>Bitcoin address</dt>
          <dd>{review.btcAddress}</dd>
          <dt>Recipient on chain</dt>
          <dd>
            {review.recipient.type}, version 0x{review.recipient.version}, hash{' '}
            {review.recipient.hashbytes}
          </dd>
        </FactList>
        <TransactionProgress state={state} label="Withdrawal request" headingLevel={3} />
        {confirmedId !== undefined ? (
          <p role="status" data-testid="withdraw-request-id">
            Request {confirmedId} is recorded on chain; it is listed below.
          </p>
        ) : null}
        <div className={styles.actions}>
          {sent ? (
            <Button variant="outline" onClick={startOver}>
              Withdraw again
            </Button>
          ) : (
            <>
              <Button
                variant="solid"
                loading={isTransactionFlowBusy(state)}
                onClick={() => send(review)}
              >
                {state.phase === 'signing' ? 'Confirm in your wallet…' : 'Withdraw in your wallet'}
              </Button>
              <Button
                variant="outline"
                disabled={isTransactionFlowBusy(state)}
                onClick={() => {
                  flow.reset();
                  setReview(undefined);
                }}
              >
                Edit
              </Button>
            </>
          )}
        </div>
        {list}
      </>
    );
  }

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Withdraw sBTC">
        <p>
          Your sBTC: <span data-testid="withdraw-balance">{balanceText}</span>
        </p>
        <TextInput
          label="Amount (BTC)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={(event) => update('amount')(event.target.value)}
          onBlur={fieldErrors.leave('amount')}
          error={errors.amount}
          hint={`More than ${formatSats(WITHDRAWAL_DUST_LIMIT_SATS)}, up to 8 decimals`}
        />
        <TextInput
          label="Bitcoin address"
          name="btcAddress"
          autoComplete="off"
          spellCheck={false}
          value={values.btcAddress}
          onChange={(event) => update('btcAddress')(event.target.value)}
          onBlur={fieldErrors.leave('btcAddress')}
          error={errors.btcAddress}
          hint={`A ${network.kind} Bitcoin address you control`}
        />
        {'recipient' in decoded ? (
          <p className={styles.decoded} data-testid="withdraw-decoded">
            Decodes to {decoded.recipient.type}: version 0x{decoded.recipient.version}, hash{' '}
            {decoded.recipient.hashbytes}
          </p>
        ) : null}
        <TextInput
          label="Maximum Bitcoin fee (sats)"
          name="maxFee"
          inputMode="numeric"
          autoComplete="off"
          value={values.maxFee}
          onChange={(event) => update('maxFee')(event.target.value)}
          onBlur={fieldErrors.leave('maxFee')}
          error={errors.maxFee}
          hint="The most the sBTC signers may take from you for the Bitcoin transaction’s fee; the unused part comes back as sBTC. Too low, and they may leave the request waiting."
        />
        <div className={styles.actions}>
          <Button type="submit" variant="solid">
            Review withdrawal
          </Button>
        </div>
      </form>
      {list}
    </>
  );
}
