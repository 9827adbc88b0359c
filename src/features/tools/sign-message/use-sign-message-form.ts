import { useAtomValue } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import { useFieldBinding } from '@/lib/use-field-binding';
import { useActiveNetwork } from '@/stacks/active-network';
import { useWalletRequest } from '@/transaction-flow/use-wallet-request';
import { addressesAtom } from '@/wallet/connection-store';
import { useConnectedWalletKey } from '@/wallet/use-connected-wallet-key';
import {
  isUnsupportedMethodError,
  useWalletMethodSupport,
} from '@/wallet/use-wallet-method-support';
import { readStructuredMessage } from '../shared/read-structured-message';
import { toolOutcomeOf, useTrackToolUse } from '../shared/use-track-tool-use';
import { sendSignRequest, type SignMessageOutcome } from './send-sign-request';
import {
  emptySignMessageValues,
  METHOD_OF_KIND,
  requestForConnection,
} from './sign-message-form-state';
import {
  validateSignMessage,
  type SignMessageErrors,
  type SignMessageValues,
} from './validate-sign-message';

/** What the wallet signed, and the form's values it signed them from. */
interface Signed {
  outcome: SignMessageOutcome;
  values: SignMessageValues;
}

/** The Sign a message form's state: its values, whether the wallet can sign this kind, and one
 * request to the wallet. SignMessageForm only renders it. */
export function useSignMessageForm() {
  const network = useActiveNetwork();
  const connected = useAtomValue(addressesAtom).length > 0;
  const track = useTrackToolUse('sign-message');
  const [values, setValues] = useState<SignMessageValues>(() =>
    emptySignMessageValues(network.chainId),
  );
  const wallet = useWalletRequest<Signed>();
  // Another account connected: the Signature shown was the old account's; it is not shown.
  const connection = useConnectedWalletKey();
  const [askedFor, setAskedFor] = useState(connection);
  const state = requestForConnection(wallet.state, askedFor, connection);
  const method = METHOD_OF_KIND[values.kind];
  const support = useWalletMethodSupport(method);
  /** Methods the wallet answered it lacks, though its list did not say. */
  const [refusedMethods, setRefusedMethods] = useState<ReadonlySet<string>>(new Set());
  const unsupported = support === 'unsupported' || refusedMethods.has(method);
  const validation = validateSignMessage(values);

  const update = (patch: Partial<SignMessageValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    wallet.edited();
  };
  const fields = useFieldBinding<SignMessageValues, keyof SignMessageErrors>({
    values,
    problems: validation.valid ? {} : validation.errors,
    onEdit: (field, value) => update({ [field]: value }),
  });

  const sign = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.submit();
    if (!validation.valid || state.phase === 'signing' || unsupported) return;
    const signed = values;
    setAskedFor(connection);
    void wallet.ask(
      async () => ({ outcome: await sendSignRequest(validation.request, network), values: signed }),
      {
        onAnswer: () => track('success'),
        onWalletError: (error) => {
          track(toolOutcomeOf(error));
          if (isUnsupportedMethodError(error)) {
            setRefusedMethods((current) => new Set(current).add(METHOD_OF_KIND[signed.kind]));
          }
        },
        // Said by the notice, which stays while this kind is chosen.
        saidElsewhere: isUnsupportedMethodError,
      },
    );
  };

  return {
    connected,
    values,
    update,
    fields,
    method,
    unsupported,
    preview: values.kind === 'structured' ? readStructuredMessage(values.message) : undefined,
    state,
    sign,
  };
}
