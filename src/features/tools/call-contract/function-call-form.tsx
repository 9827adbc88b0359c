import { useId, useRef, type SyntheticEvent } from 'react';
import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { Switch } from '@/design-system/switch';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import type { ActiveNetwork } from '@/stacks/active-network';
import { describeAbiType } from '@/stacks/clarity/abi-argument';
import {
  isTransactionFlowBusy,
  isTransactionFlowSent,
} from '@/transaction-flow/transaction-flow-state';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import type { WalletRequestState } from '@/transaction-flow/use-wallet-request';
import { WalletSubmitButton } from '@/transaction-flow/wallet-submit-button';
import { ArgumentFields, type ArgumentFieldsHandle } from './argument-fields';
import { ALLOW_ACKNOWLEDGEMENT, argumentField, rowField } from './function-call-form-state';
import { PostConditionBuilder } from './post-condition-builder';
import { ReadOnlyResult } from './read-only-result';
import type { ClarityAbiFunction } from './read-function-arguments';
import type { SignedContractCall } from './sign-contract-call';
import { SignedTransactionView } from './signed-transaction-view';
import { useFunctionCallForm } from './use-function-call-form';
import styles from './call-contract.module.css';

export interface FunctionCallFormProps {
  /** `address.contract-name`, checked. */
  contract: string;
  fn: ClarityAbiFunction;
  network: ActiveNetwork;
}

type FunctionCallFormHandle = ReturnType<typeof useFunctionCallForm>;

/**
 * One function of a contract: an input per argument, checked by its type before anything is
 * sent. A read-only function runs at once with **Read** (no wallet); a public one goes through
 * the wallet with **Call function** (Deny mode with the post-conditions built here, or Allow mode
 * after a plain warning) or **Sign only** (signed, never broadcast).
 */
export function FunctionCallForm({ contract, fn, network }: FunctionCallFormProps) {
  const argumentFields = useRef<ArgumentFieldsHandle>(null);
  const form = useFunctionCallForm({ contract, fn, network, argumentFields });
  const headingId = useId();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit();
  };
  const readState = form.form.read;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <div className={styles.functionHeading}>
        <h2 id={headingId}>{fn.name}</h2>
        <p className={styles.note}>
          {form.readOnly
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
          onEdit={form.edited}
          showing={(name) => form.showingArgument(argumentField(name))}
          onLeave={(name) => form.leave(argumentField(name))}
        />
      )}

      {form.readOnly ? (
        <>
          <div className={styles.actions}>
            <Button type="submit" variant="solid" loading={readState?.phase === 'reading'}>
              Read
            </Button>
          </div>
          {readState ? <ReadOnlyResult state={readState} /> : null}
        </>
      ) : (
        <PublicFunctionFields form={form} fnName={fn.name} />
      )}
    </form>
  );
}

/** A public function's post-conditions, Allow mode, wallet requests and their outcomes. */
function PublicFunctionFields({ form, fnName }: { form: FunctionCallFormHandle; fnName: string }) {
  const { state } = form.flow;
  const signPhase = form.sign.state.phase;
  return (
    <>
      <PostConditionBuilder
        rows={form.form.rows}
        onAdd={form.addRow}
        onChange={form.changeRow}
        onRemove={form.removeRow}
        errors={form.rowErrors}
        onLeave={(id, field) => form.leave(rowField(id, field))}
      />
      <AllowModeField form={form} />

      {form.sender ? null : (
        <Banner variant="info" title="Connect your wallet to call this function">
          The form checks what you type now; calling or signing needs a connected wallet.
        </Banner>
      )}
      {form.callUnsupported ? <UnsupportedMethodNotice method="stx_callContract" /> : null}
      <TransactionProgress state={state} label={`Call of ${fnName}`} />
      {state.phase === 'confirmed' && state.resultRepr ? (
        <p className={styles.returned}>
          The function returned <code data-testid="call-result">{state.resultRepr}</code>
        </p>
      ) : null}
      <div className={styles.actions}>
        {isTransactionFlowSent(state) ? (
          <Button
            type="button"
            variant="outline"
            disabled={isTransactionFlowBusy(state)}
            onClick={form.flow.reset}
          >
            Call again
          </Button>
        ) : (
          <WalletSubmitButton
            phase={state.phase}
            disabled={!form.sender || form.callSupport === 'unsupported'}
          >
            Call function
          </WalletSubmitButton>
        )}
        <Button
          type="button"
          variant="outline"
          // Not while a call is being built, signed or mined: one wallet request at a time.
          disabled={
            !form.sender || form.signSupport === 'unsupported' || isTransactionFlowBusy(state)
          }
          loading={signPhase === 'building' || signPhase === 'signing'}
          onClick={form.signOnly}
        >
          Sign only
        </Button>
      </div>
      {form.signUnsupported ? (
        <UnsupportedMethodNotice method="stx_signTransaction" />
      ) : (
        <SignOnlyStatus state={form.sign.state} sender={form.sender} />
      )}
    </>
  );
}

/** The Allow mode switch, its warning and the acknowledgement it asks for. */
function AllowModeField({ form }: { form: FunctionCallFormHandle }) {
  const acknowledgementErrorId = useId();
  const { allowMode, allowAcknowledged } = form.form;
  const problem = form.shown[ALLOW_ACKNOWLEDGEMENT];
  return (
    <div className={styles.allowMode}>
      <Switch label="Allow mode" checked={allowMode} onCheckedChange={form.switchAllowMode} />
      {allowMode ? (
        <>
          <Banner variant="warning" title="Allow mode">
            Allow mode lets this call move any of your assets the contract chooses, not only those
            your post-conditions name. Use it only with a contract you trust completely; Deny mode
            is the safe choice.
          </Banner>
          <label className={styles.acknowledge}>
            <input
              type="checkbox"
              checked={allowAcknowledged}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? acknowledgementErrorId : undefined}
              onChange={(event) => form.acknowledgeAllowMode(event.target.checked)}
            />
            I understand: this call may move any of my assets
          </label>
          {problem ? (
            <p id={acknowledgementErrorId} className={styles.error}>
              {problem}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function SignOnlyStatus({
  state,
  sender,
}: {
  state: WalletRequestState<SignedContractCall>;
  sender: string | undefined;
}) {
  return (
    <>
      <p role="status" className={styles.note}>
        {state.phase === 'building' || state.phase === 'signing'
          ? 'Preparing the transaction and asking your wallet to sign…'
          : ''}
      </p>
      {state.phase === 'wallet-refused' || state.phase === 'not-built' ? (
        <p role="alert" className={styles.error}>
          {state.phase === 'wallet-refused' ? state.message : state.reason}
        </p>
      ) : null}
      {state.phase === 'answered' && sender ? (
        <SignedTransactionView signed={state.answer} sender={sender} />
      ) : null}
    </>
  );
}
