import { useQuery } from '@tanstack/react-query';
import type { SyntheticEvent } from 'react';
import { Button } from '@/design-system/button';
import { FactList, PageSection } from '@/design-system/page-layout';
import { SectionFailure } from '@/design-system/section-failure';
import { Shimmer } from '@/design-system/shimmer';
import { TextInput } from '@/design-system/text-input';
import { formatBtc, formatSats } from '@/lib/bitcoin-amount';
import { contractExistsQueryOptions } from '@/stacks/api/contract-exists';
import { splitContractId } from '@/stacks/contract-id';
import { WITHDRAWAL_DUST_LIMIT_SATS } from '@/stacks/sbtc/withdrawal-errors';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import {
  isTransactionFlowBusy,
  isTransactionFlowSent,
} from '@/transaction-flow/transaction-flow-state';
import { WalletSubmitButton } from '@/transaction-flow/wallet-submit-button';
import type { SbtcSectionProps } from '../sbtc-section-props';
import { useWithdrawForm } from './use-withdraw-form';
import type { WithdrawalPlan } from './validate-withdrawal';
import { WithdrawalList } from './withdrawal-list';
import styles from './withdraw-section.module.css';

const TITLE = 'Withdraw sBTC to bitcoin';

/**
 * **Withdraw sBTC to bitcoin**: where the chain has sBTC's withdrawal contract, a
 * request to `initiate-withdrawal-request` (amount, Bitcoin address, maximum fee), then the
 * request followed to the signers' decision. Offered only where that contract exists.
 */
export function WithdrawSection({ network, contracts, address }: SbtcSectionProps) {
  const [deployer, name] = splitContractId(contracts.withdrawal);
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

type WithdrawFormModel = ReturnType<typeof useWithdrawForm>;

/** The form, then the review of what will be signed; the account's requests below either. */
function WithdrawForm(props: SbtcSectionProps & { address: string }) {
  const { network, contracts } = props;
  const form = useWithdrawForm(props);
  const list = (
    <WithdrawalList network={network} registry={contracts.registry} requests={form.requests} />
  );
  if (form.review) {
    return (
      <>
        <WithdrawReview form={form} review={form.review} />
        {list}
      </>
    );
  }

  const { fields, decoded } = form;
  let balanceText = 'Loading…';
  if (form.balanceSats !== undefined) balanceText = formatBtc(form.balanceSats);
  else if (form.balanceError) balanceText = `could not read it (${form.balanceError.message})`;

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event: SyntheticEvent<HTMLFormElement>) => {
          event.preventDefault();
          form.submit();
        }}
        noValidate
        aria-label="Withdraw sBTC"
      >
        <p>
          Your sBTC: <span data-testid="withdraw-balance">{balanceText}</span>
        </p>
        <TextInput
          label="Amount (BTC)"
          inputMode="decimal"
          autoComplete="off"
          {...fields.bind('amount')}
          hint={`More than ${formatSats(WITHDRAWAL_DUST_LIMIT_SATS)}, up to 8 decimals`}
        />
        <TextInput
          label="Bitcoin address"
          autoComplete="off"
          spellCheck={false}
          {...fields.bind('btcAddress')}
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
          inputMode="numeric"
          autoComplete="off"
          {...fields.bind('maxFee')}
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

/** What will be signed, then the wallet and the request's progress. */
function WithdrawReview({ form, review }: { form: WithdrawFormModel; review: WithdrawalPlan }) {
  const { state } = form.flow;
  const busy = isTransactionFlowBusy(state);
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
      {form.confirmedId !== undefined ? (
        <p role="status" data-testid="withdraw-request-id">
          Request {form.confirmedId} is recorded on chain; it is listed below.
        </p>
      ) : null}
      {isTransactionFlowSent(state) ? (
        <div className={styles.actions}>
          <Button variant="outline" onClick={form.startOver}>
            Withdraw again
          </Button>
        </div>
      ) : (
        <form
          className={styles.actions}
          onSubmit={(event) => {
            event.preventDefault();
            form.send();
          }}
        >
          <WalletSubmitButton phase={state.phase}>Withdraw in your wallet</WalletSubmitButton>
          <Button variant="outline" disabled={busy} onClick={form.editAgain}>
            Edit
          </Button>
        </form>
      )}
    </>
  );
}
