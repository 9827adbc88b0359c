import type { ReactNode } from 'react';
import { Banner } from '@/design-system/banner';
import { Shimmer } from '@/design-system/shimmer';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import {
  isTransactionFlowSent,
  type TransactionFlowState,
} from '@/transaction-flow/transaction-flow-state';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import { ReadFailure } from './read-failure';
import { SendAnother } from './send-another';

interface HeldAssetGateProps<T> {
  /** What the account holds, as in "Loading your NFTs…". */
  what: string;
  /** Said before a wallet is connected: the form lists what the account holds. */
  connect: { title: string; note: ReactNode };
  form: {
    sender: string | undefined;
    unsupported: boolean;
    state: TransactionFlowState;
    label: string;
    startOver: () => void;
  };
  method: string;
  /** The read of what the account holds. */
  held: {
    data: T | undefined;
    error: Error | null;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** The form, once the holdings are read and nothing has been sent yet. */
  children: (data: T, progress: ReactNode) => ReactNode;
}

/** What a form that sends something the account holds shows before its fields: a wallet to
 * connect, a wallet without the method, the holdings failing or loading, and, once sent, the
 * transfer's progress with the way back to an empty form. */
export function HeldAssetGate<T>({
  what,
  connect,
  form,
  method,
  held,
  children,
}: HeldAssetGateProps<T>) {
  if (!form.sender) {
    return (
      <Banner variant="info" title={connect.title}>
        {connect.note}
      </Banner>
    );
  }
  if (form.unsupported) return <UnsupportedMethodNotice method={method} />;
  if (held.error) {
    return (
      <ReadFailure
        title={`Could not read your ${what}`}
        error={held.error}
        onRetry={() => void held.refetch()}
        retrying={held.isFetching}
      />
    );
  }
  if (!held.data) return <Shimmer lines={3} label={`Loading your ${what}…`} />;

  const progress = <TransactionProgress state={form.state} label={form.label} />;
  if (isTransactionFlowSent(form.state)) {
    return (
      <>
        {progress}
        <SendAnother onClick={form.startOver} />
      </>
    );
  }
  return children(held.data, progress);
}
