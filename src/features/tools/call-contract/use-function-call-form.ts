import { useAtomValue } from 'jotai';
import { useReducer, useRef, type RefObject } from 'react';
import { toolOutcomeOf, useTrackToolUse } from '@/features/tools/shared/use-track-tool-use';
import { useFieldErrors } from '@/lib/use-field-errors';
import type { ActiveNetwork } from '@/stacks/active-network';
import { contractDeployer } from '@/stacks/contract-id';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { useWalletRequest } from '@/transaction-flow/use-wallet-request';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { WalletError } from '@/wallet/errors';
import { useOnConnectionChange } from '@/wallet/use-on-connection-change';
import {
  isUnsupportedMethodError,
  useWalletMethodSupport,
} from '@/wallet/use-wallet-method-support';
import type { ArgumentFieldsHandle } from './argument-fields';
import {
  contractCallRequestOf,
  functionCallFormReducer,
  initialFunctionCallFormState,
  readFunctionCallForm,
  rowErrorsOf,
} from './function-call-form-state';
import type { PostConditionKind, PostConditionRow } from './post-condition-rows';
import { readFunctionArguments, type ClarityAbiFunction } from './read-function-arguments';
import type { SignedContractCall } from './sign-contract-call';

const NO_PUBLIC_KEY =
  'Your wallet did not share your public key, which signing without broadcasting needs. Connect again, or use Call function.';

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * Everything FunctionCallForm does, for its view to render: the form's own state
 * (function-call-form-state.ts), the read of a read-only function, the call through the
 * transaction flow and the sign-only request, with their analytics.
 */
export function useFunctionCallForm({
  contract,
  fn,
  network,
  argumentFields,
}: {
  contract: string;
  fn: ClarityAbiFunction;
  network: ActiveNetwork;
  /** How the arguments' texts are read on submit. */
  argumentFields: RefObject<ArgumentFieldsHandle | null>;
}) {
  const stxEntry = findStxAddress(useAtomValue(addressesAtom));
  const sender = stxEntry?.address;
  const readOnly = fn.access === 'read_only';
  const track = useTrackToolUse('call-contract');
  const fieldErrors = useFieldErrors<string>();
  const flow = useTransactionFlow({ network });
  const sign = useWalletRequest<SignedContractCall>();
  const callSupport = useWalletMethodSupport('stx_callContract');
  const signSupport = useWalletMethodSupport('stx_signTransaction');
  /** Counts reads: a read that answers after a newer one started is dropped. */
  const readCount = useRef(0);
  const [form, dispatch] = useReducer(
    functionCallFormReducer,
    sender,
    initialFunctionCallFormState,
  );

  // Another account connected: rows follow it, and a transaction the old one signed is no
  // longer shown as this account's.
  useOnConnectionChange((addresses) => {
    dispatch({ type: 'connection-changed', sender: findStxAddress(addresses)?.address });
    sign.reset();
  });

  const { conditions, problems } = readFunctionCallForm(form, {
    readOnly,
    networkKind: network.kind,
  });
  const shown = fieldErrors.shown(problems);

  // A refusal, or a signed transaction, stays on screen until the person edits the form again.
  const edited = () => {
    flow.edited();
    sign.edited();
    if (sign.state.phase === 'answered') sign.reset();
  };

  // The arguments' texts live in ArgumentFields, so a keystroke re-renders only them;
  // Read and Call read the texts as they are at that moment.
  const currentArgs = () => readFunctionArguments(fn, argumentFields.current?.texts() ?? {});

  const buildRequest = () => {
    fieldErrors.submit();
    return contractCallRequestOf(form, {
      contract,
      functionName: fn.name,
      args: currentArgs(),
      conditions,
    });
  };

  const read = async () => {
    fieldErrors.submit();
    const now = currentArgs();
    if (!now.valid) return;
    const count = ++readCount.current;
    dispatch({ type: 'read', result: { phase: 'reading' } });
    try {
      const { callReadOnly } = await import('@/stacks/call-read-only');
      const value = await callReadOnly(network, {
        contract,
        functionName: fn.name,
        args: now.values,
        // A visitor reads as the contract's own address: read-only functions need a sender.
        sender: sender ?? contractDeployer(contract),
      });
      if (count !== readCount.current) return;
      dispatch({ type: 'read', result: { phase: 'read', value } });
      track('success');
    } catch (error) {
      if (count !== readCount.current) return;
      const message = `Could not read: ${errorText(error)}`;
      dispatch({ type: 'read', result: { phase: 'failed', message } });
      track('failed');
    }
  };

  const call = () => {
    const request = buildRequest();
    if (!request || !sender) return;
    void flow.run(() => request, {
      onBroadcast: () => track('success'),
      onProposed: () => track('success'),
      onWalletError: (error) => {
        dispatch({ type: 'call-refused', unsupported: isUnsupportedMethodError(error) });
        track(toolOutcomeOf(error));
      },
    });
  };

  const signOnly = () => {
    const request = buildRequest();
    if (!request || !stxEntry) return;
    dispatch({ type: 'sign-started' });
    const { publicKey, address } = stxEntry;
    void sign.buildAndAsk(
      () => {
        // Our own refusal: the wallet never opens.
        if (!publicKey) {
          track('failed');
          throw new Error(NO_PUBLIC_KEY);
        }
        return publicKey;
      },
      async (key) => {
        const { signContractCall } = await import('./sign-contract-call');
        return signContractCall({ request, publicKey: key, sender: address, network });
      },
      {
        onAnswer: () => track('success'),
        onWalletError: (error) => {
          if (isUnsupportedMethodError(error)) dispatch({ type: 'sign-refused-as-unsupported' });
          track(toolOutcomeOf(error));
        },
        // A failure that is not the wallet's (the node's, the network's) in its own words.
        describe: (_error, raw) => (raw instanceof WalletError ? undefined : errorText(raw)),
        // Said by the unsupported-method notice.
        saidElsewhere: isUnsupportedMethodError,
      },
    );
  };

  return {
    readOnly,
    sender,
    form,
    flow,
    sign,
    shown,
    rowErrors: rowErrorsOf(form.rows, shown),
    callUnsupported:
      callSupport === 'unsupported' ||
      (flow.state.phase === 'wallet-refused' && form.callRefusedAsUnsupported),
    callSupport,
    signUnsupported: signSupport === 'unsupported' || form.signRefusedAsUnsupported,
    signSupport,
    showingArgument: fieldErrors.showing,
    leave: fieldErrors.leave,
    submit: () => {
      if (readOnly) void read();
      else call();
    },
    signOnly,
    addRow: (kind: PostConditionKind) => {
      dispatch({ type: 'row-added', kind, sender });
      edited();
    },
    changeRow: (row: PostConditionRow) => {
      dispatch({ type: 'row-changed', row });
      edited();
    },
    removeRow: (id: string) => {
      dispatch({ type: 'row-removed', id });
      edited();
    },
    switchAllowMode: (on: boolean) => {
      dispatch({ type: 'allow-mode-switched', on });
      edited();
    },
    acknowledgeAllowMode: (acknowledged: boolean) => {
      dispatch({ type: 'allow-acknowledged', acknowledged });
      edited();
    },
    edited,
  };
}
