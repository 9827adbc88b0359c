import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import type { ToolSlug } from '@/config/tools';
import { useActiveNetwork, type ActiveNetwork } from '@/stacks/active-network';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import type { WalletRequest } from '@/transaction-flow/wallet-request';
import { useToolWalletMethod } from './use-tool-wallet-method';

type Buildable = WalletRequest | Promise<WalletRequest>;

/**
 * What every tool that sends an asset in one transaction (STX, tokens, an NFT) keeps: the
 * sending account, whether the wallet has the tool's method, the form's values and the
 * transaction flow. An edit clears a refusal, since it no longer describes what the person is
 * about to send; once the chain has decided, what the transfer moved (`refreshAfterSend`: the
 * balance, the holdings) is read again.
 */
export function useSendForm<Values extends object>({
  tool,
  method,
  empty,
  refreshAfterSend,
}: {
  tool: ToolSlug;
  method: string;
  empty: Values;
  refreshAfterSend: (network: ActiveNetwork, sender: string) => QueryKey;
}) {
  const network = useActiveNetwork();
  const account = findStxAddress(useAtomValue(addressesAtom));
  const sender = account?.address;
  const { unsupported, runOptions } = useToolWalletMethod(tool, method);
  const [values, setValues] = useState<Values>(empty);
  const queryClient = useQueryClient();
  const flow = useTransactionFlow({
    network,
    onSettled: () => {
      if (sender) {
        void queryClient.invalidateQueries({ queryKey: refreshAfterSend(network, sender) });
      }
    },
  });

  const edit = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    flow.edited();
  };

  /** The form's submit handler: every field's problem shows, then what `build` gives goes to the
   * wallet; `build` is undefined while the form cannot be sent. */
  const submit =
    (fields: { submit: () => void }, build: (() => Buildable) | undefined) =>
    (event: SyntheticEvent<HTMLFormElement>) => {
      event.preventDefault();
      fields.submit();
      if (build) void flow.run(build, runOptions);
    };

  /** "Send another": an empty form, its problems hidden again, an idle flow. */
  const startOver = (fields: { reset: () => void }) => () => {
    setValues(empty);
    fields.reset();
    flow.reset();
  };

  return {
    network,
    account,
    sender,
    unsupported,
    values,
    edit,
    /** For an edit kept outside `values` (a choice the form holds itself). */
    edited: flow.edited,
    state: flow.state,
    submit,
    startOver,
  };
}
