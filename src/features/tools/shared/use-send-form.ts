import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { ActiveNetwork } from '@/stacks/active-network';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';

/**
 * What every tool that sends an asset in one transaction (STX, tokens, an NFT) keeps: the form's
 * values and the transaction flow. An edit clears a refusal, since it no longer describes what
 * the person is about to send; once the chain has decided, `refreshAfterSend` (the balance or
 * holdings the transfer moved) is read again.
 */
export function useSendForm<Values extends object>({
  empty,
  network,
  refreshAfterSend,
}: {
  empty: Values;
  network: ActiveNetwork;
  refreshAfterSend: QueryKey | undefined;
}) {
  const [values, setValues] = useState<Values>(empty);
  const queryClient = useQueryClient();
  const flow = useTransactionFlow({
    network,
    onSettled: () => {
      if (refreshAfterSend) void queryClient.invalidateQueries({ queryKey: refreshAfterSend });
    },
  });

  const edit = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    flow.edited();
  };

  /** An empty form and an idle flow, for "Send another". */
  const clear = () => {
    setValues(empty);
    flow.reset();
  };

  return { values, edit, flow, clear };
}
