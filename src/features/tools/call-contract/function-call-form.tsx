import { useAtomValue } from 'jotai';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { Switch } from '@/design-system/switch';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import {
  isUnsupportedMethodError,
  useWalletMethodSupport,
} from '@/wallet/use-wallet-method-support';
import { toolOutcomeOf, useTrackToolUse } from '@/features/tools/shared/use-track-tool-use';
import { useFieldErrors } from '@/lib/use-field-errors';
import type { ActiveNetwork } from '@/stacks/active-network';
import { describeAbiType } from '@/stacks/clarity/abi-argument';
import type { ContractCallRequest } from '@/stacks/contract-call-request';
import {
  isTransactionFlowBusy,
  isTransactionFlowSent,
} from '@/transaction-flow/transaction-flow-state';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { describeWalletError } from '@/wallet/describe-wallet-error';
import { toWalletError, WalletError } from '@/wallet/errors';
import { ArgumentFields, type ArgumentFieldsHandle } from './argument-fields';
import { useConnectedWalletKey } from '@/wallet/use-connected-wallet-key';
import { PostConditionBuilder } from './post-condition-builder';
import {
  newPostConditionRow,
  readPostConditionRows,
  type PostConditionField,
  type PostConditionKind,
  type PostConditionRow,
} from './post-condition-rows';
import { ReadOnlyResult, type ReadOnlyResultState } from './read-only-result';
import { readFunctionArguments, type ClarityAbiFunction } from './read-function-arguments';
import type { SignedContractCall } from './sign-contract-call';
import { SignedTransactionView } from './signed-transaction-view';
import styles from './call-contract.module.css';

type SignState =
  | { phase: 'idle' | 'signing' }
  | { phase: 'signed'; signed: SignedContractCall }
  | { phase: 'failed'; message: string }
  | { phase: 'unsupported' };

const ALLOW_ACKNOWLEDGEMENT = 'allow';
const argField = (name: string) => `arg:${name}`;
const rowField = (id: string, field: PostConditionField) => `pc:${id}:${field}`;

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/** Words for a failure that is not the wallet's: the node's, the network's, ours. */
function failureWords(error: unknown): string {
  return error instanceof WalletError
    ? describeWalletError(toWalletError(error))
    : errorText(error);
}

export interface FunctionCallFormProps {
  /** `address.contract-name`, checked. */
  contract: string;
  fn: ClarityAbiFunction;
  network: ActiveNetwork;
}

/**
 * One function of a contract: an input per argument, checked by its type before anything is
 * sent. A read-only function runs at once with **Read** (no wallet); a public one goes through
 * the wallet with **Call function** (Deny mode with the post-conditions built here, or Allow mode
 * after a plain warning) or **Sign only** (signed, never broadcast).
 */
export function FunctionCallForm({ contract, fn, network }: FunctionCallFormProps) {
  const stxEntry = findStxAddress(useAtomValue(addressesAtom));
  const sender = stxEntry?.address;
  const readOnly = fn.access === 'read_only';
  const track = useTrackToolUse('call-contract');
  const fieldErrors = useFieldErrors<string>();
  const flow = useTransactionFlow({ network });
  const { state } = flow;
  const callSupport = useWalletMethodSupport('stx_callContract');
  const signSupport = useWalletMethodSupport('stx_signTransaction');

  const argumentFields = useRef<ArgumentFieldsHandle>(null);
  const [rows, setRows] = useState<PostConditionRow[]>([]);
  const nextRowId = useRef(1);
  const [allowMode, setAllowMode] = useState(false);
  const [allowAcknowledged, setAllowAcknowledged] = useState(false);
  const [readState, setReadState] = useState<ReadOnlyResultState | undefined>(undefined);
  const readCount = useRef(0);
  const [signState, setSignState] = useState<SignState>({ phase: 'idle' });
  /** The wallet answered the call that it has no stx_callContract (4002 / -32601). */
  const [callRefusedAsUnsupported, setCallRefusedAsUnsupported] = useState(false);
  const headingId = useId();
  const acknowledgementErrorId = useId();

  // Another account connected: rows that named the old one as the sender now name the new one,
  // and a transaction signed by the old one is no longer shown as this account's. (Adjusted
  // while rendering, React's way to follow a changed input without an effect.)
  const connection = useConnectedWalletKey();
  const [seenConnection, setSeenConnection] = useState(connection);
  const [seenSender, setSeenSender] = useState(sender);
  if (connection !== seenConnection) {
    setSeenConnection(connection);
    setSeenSender(sender);
    setRows((current) =>
      current.map((row) =>
        row.principal === (seenSender ?? '') ? { ...row, principal: sender ?? '' } : row,
      ),
    );
    setSignState({ phase: 'idle' });
  }

  // The arguments' texts live in ArgumentFields, so a keystroke re-renders only them;
  // Read and Call read the texts as they are at that moment.
  const currentArgs = () => readFunctionArguments(fn, argumentFields.current?.texts() ?? {});
  const conditions = readPostConditionRows(rows, network.kind);
  const problems: Record<string, string> = {};
  if (!readOnly && !conditions.valid) {
    for (const [id, fields] of Object.entries(conditions.errors)) {
      for (const [field, message] of Object.entries(fields)) {
        problems[rowField(id, field as PostConditionField)] = message;
      }
    }
  }
  if (!readOnly && allowMode && !allowAcknowledged) {
    problems[ALLOW_ACKNOWLEDGEMENT] = 'Confirm that you understand Allow mode to send this call';
  }
  const shown = fieldErrors.shown(problems);

  // A refusal stays on screen until the person edits the form again.
  const edited = () => {
    if (state.phase === 'wallet-refused' || state.phase === 'not-built') flow.reset();
    if (signState.phase === 'failed' || signState.phase === 'signed') {
      setSignState({ phase: 'idle' });
    }
  };

  /** The call as it will be signed, or undefined when the form is not ready (messages show). */
  const buildRequest = (): ContractCallRequest | undefined => {
    fieldErrors.submit();
    const now = currentArgs();
    if (!now.valid || !conditions.valid || (allowMode && !allowAcknowledged)) return undefined;
    return {
      contract,
      functionName: fn.name,
      functionArgs: now.values,
      postConditions: conditions.conditions,
      postConditionMode: allowMode ? 'allow' : 'deny',
    };
  };

  const read = async () => {
    fieldErrors.submit();
    const now = currentArgs();
    if (!now.valid) return;
    const count = ++readCount.current;
    setReadState({ phase: 'reading' });
    try {
      const { callReadOnly } = await import('@/stacks/call-read-only');
      const value = await callReadOnly(network, {
        contract,
        functionName: fn.name,
        args: now.values,
        // A visitor reads as the contract's own address: read-only functions need a sender.
        sender: sender ?? contract.slice(0, contract.indexOf('.')),
      });
      if (count !== readCount.current) return;
      setReadState({ phase: 'read', value });
      track('success');
    } catch (error) {
      if (count !== readCount.current) return;
      setReadState({ phase: 'failed', message: `Could not read: ${errorText(error)}` });
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
        setCallRefusedAsUnsupported(isUnsupportedMethodError(error));
        track(toolOutcomeOf(error));
      },
    });
  };

  const signOnly = async () => {
    const request = buildRequest();
    if (!request || !stxEntry) return;
    if (!stxEntry.publicKey) {
      setSignState({
        phase: 'failed',
        message:
          'Your wallet did not share your public key, which signing without broadcasting needs. Connect again, or use Call function.',
      });
      track('failed');
      return;
    }
    setSignState({ phase: 'signing' });
    try {
      const { signContractCall } = await import('./sign-contract-call');
      const signed = await signContractCall({
        request,
        publicKey: stxEntry.publicKey,
        sender: stxEntry.address,
        network,
      });
      setSignState({ phase: 'signed', signed });
      track('success');
    } catch (error) {
      setSignState(
        isUnsupportedMethodError(error)
          ? { phase: 'unsupported' }
          : { phase: 'failed', message: failureWords(error) },
      );
      track(toolOutcomeOf(error));
    }
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (readOnly) void read();
    else call();
  };

  const addRow = (kind: PostConditionKind) => {
    setRows((current) => [
      ...current,
      newPostConditionRow(`row-${nextRowId.current++}`, kind, sender ?? ''),
    ]);
    edited();
  };
  const rowErrors: Record<string, Partial<Record<PostConditionField, string>>> = {};
  for (const row of rows) {
    for (const field of ['principal', 'amount', 'asset', 'assetId'] as const) {
      const message = shown[rowField(row.id, field)];
      if (message !== undefined) rowErrors[row.id] = { ...rowErrors[row.id], [field]: message };
    }
  }

  const broadcast = isTransactionFlowSent(state);
  const callUnsupported =
    callSupport === 'unsupported' || (state.phase === 'wallet-refused' && callRefusedAsUnsupported);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <div className={styles.functionHeading}>
        <h2 id={headingId}>{fn.name}</h2>
        <p className={styles.note}>
          {readOnly
            ? 'Read-only: runs on the node at once, with no wallet and no fee.'
            : 'Public: a transaction your wallet signs, which pays a fee.'}{' '}
          Returns <code>{describeAbiType(fn.outputs.type)}</code>.
        </p>
      </div>

      {fn.args.length === 0 ? (
        <p className={styles.note}>This function takes no arguments.</p>
      ) : (
        <ArgumentFields
          ref={argumentFields}
          fn={fn}
          onEdit={edited}
          showing={(name) => fieldErrors.showing(argField(name))}
          onLeave={(name) => fieldErrors.leave(argField(name))}
        />
      )}

      {readOnly ? (
        <>
          <div className={styles.actions}>
            <Button type="submit" variant="solid" loading={readState?.phase === 'reading'}>
              Read
            </Button>
          </div>
          {readState ? <ReadOnlyResult state={readState} /> : null}
        </>
      ) : (
        <>
          <PostConditionBuilder
            rows={rows}
            onAdd={addRow}
            onChange={(changed) => {
              setRows((current) => current.map((row) => (row.id === changed.id ? changed : row)));
              edited();
            }}
            onRemove={(id) => {
              setRows((current) => current.filter((row) => row.id !== id));
              edited();
            }}
            errors={rowErrors}
            onLeave={(id, field) => fieldErrors.leave(rowField(id, field))}
          />
          <div className={styles.allowMode}>
            <Switch
              label="Allow mode"
              checked={allowMode}
              onCheckedChange={(checked) => {
                setAllowMode(checked);
                setAllowAcknowledged(false);
                edited();
              }}
            />
            {allowMode ? (
              <>
                <Banner variant="warning" title="Allow mode">
                  Allow mode lets this call move any of your assets the contract chooses, not only
                  those your post-conditions name. Use it only with a contract you trust completely;
                  Deny mode is the safe choice.
                </Banner>
                <label className={styles.acknowledge}>
                  <input
                    type="checkbox"
                    checked={allowAcknowledged}
                    aria-invalid={shown[ALLOW_ACKNOWLEDGEMENT] ? true : undefined}
                    aria-describedby={
                      shown[ALLOW_ACKNOWLEDGEMENT] ? acknowledgementErrorId : undefined
                    }
                    onChange={(event) => {
                      setAllowAcknowledged(event.target.checked);
                      edited();
                    }}
                  />
                  I understand: this call may move any of my assets
                </label>
                {shown[ALLOW_ACKNOWLEDGEMENT] ? (
                  <p id={acknowledgementErrorId} className={styles.error}>
                    {shown[ALLOW_ACKNOWLEDGEMENT]}
                  </p>
                ) : null}
              </>
            ) : null}
          </div>

          {sender ? null : (
            <Banner variant="info" title="Connect your wallet to call this function">
              The form checks what you type now; calling or signing needs a connected wallet.
            </Banner>
          )}
          {callUnsupported ? <UnsupportedMethodNotice method="stx_callContract" /> : null}
          <TransactionProgress state={state} label={`Call of ${fn.name}`} />
          {state.phase === 'confirmed' && state.resultRepr ? (
            <p className={styles.returned}>
              The function returned <code data-testid="call-result">{state.resultRepr}</code>
            </p>
          ) : null}
          <div className={styles.actions}>
            {broadcast ? (
              <Button
                type="button"
                variant="outline"
                disabled={isTransactionFlowBusy(state)}
                onClick={flow.reset}
              >
                Call again
              </Button>
            ) : (
              <Button
                type="submit"
                variant="solid"
                disabled={!sender || callSupport === 'unsupported'}
                loading={isTransactionFlowBusy(state)}
              >
                {state.phase === 'signing' ? 'Confirm in your wallet…' : 'Call function'}
              </Button>
            )}
            <Button
              type="button"
              variant="outline"
              // Not while a call is being built, signed or mined: one wallet request at a time.
              disabled={!sender || signSupport === 'unsupported' || isTransactionFlowBusy(state)}
              loading={signState.phase === 'signing'}
              onClick={() => void signOnly()}
            >
              Sign only
            </Button>
          </div>
          <SignOnlyStatus state={signState} sender={sender} unsupported={signSupport} />
        </>
      )}
    </form>
  );
}

function SignOnlyStatus({
  state,
  sender,
  unsupported,
}: {
  state: SignState;
  sender: string | undefined;
  unsupported: ReturnType<typeof useWalletMethodSupport>;
}) {
  if (unsupported === 'unsupported' || state.phase === 'unsupported') {
    return <UnsupportedMethodNotice method="stx_signTransaction" />;
  }
  return (
    <>
      <p role="status" className={styles.note}>
        {state.phase === 'signing'
          ? 'Preparing the transaction and asking your wallet to sign…'
          : ''}
      </p>
      {state.phase === 'failed' ? (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      ) : null}
      {state.phase === 'signed' && sender ? (
        <SignedTransactionView signed={state.signed} sender={sender} />
      ) : null}
    </>
  );
}
