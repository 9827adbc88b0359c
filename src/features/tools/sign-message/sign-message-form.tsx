import { Banner } from '@/design-system/banner';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import { WalletSubmitButton } from '@/transaction-flow/wallet-submit-button';
import { ClarityValueTreeView } from '../shared/clarity-value-tree-view';
import { RadioChoice } from '../shared/radio-choice';
import { Sip018DomainFields } from '../shared/sip018-domain-fields';
import { TextAreaField } from '../shared/text-area-field';
import { SignatureResult } from './signature-result';
import { choosePaymentType, KIND_OPTIONS } from './sign-message-form-state';
import { useSignMessageForm } from './use-sign-message-form';
import type { SignMessageValues } from './validate-sign-message';
import styles from './sign-message-form.module.css';

/** Tools › Sign a message: Stacks text or SIP-018 data with the Stacks key, or text with the
 * Bitcoin key; the signature, key and address to copy, and a link to verify them. */
export function SignMessageForm() {
  const { values, update, fields, preview, state, ...form } = useSignMessageForm();
  const structured = values.kind === 'structured';

  return (
    <div className={styles.tool}>
      <form className={styles.form} onSubmit={form.sign} noValidate>
        {form.connected ? null : (
          <Banner variant="info" title="Connect your wallet to sign">
            The form checks what you type now; signing needs a connected wallet.
          </Banner>
        )}
        <RadioChoice
          legend="What to sign"
          name="kind"
          options={KIND_OPTIONS}
          value={values.kind}
          onChange={(kind) => update({ kind })}
        />
        <TextAreaField
          label="Message"
          {...fields.bind('message')}
          mono={structured}
          spellCheck={!structured}
          hint={
            structured
              ? "A Clarity value in Clarity syntax, e.g. {amount: u100, to: 'ST1…}"
              : undefined
          }
        />
        {structured ? (
          <>
            {preview?.ok ? (
              <section className={styles.preview} aria-label="What you sign">
                <h2 className={styles.previewHeading}>What you sign</h2>
                <ClarityValueTreeView value={preview.value} label="message" />
              </section>
            ) : null}
            <Sip018DomainFields bind={fields.bind} />
          </>
        ) : null}
        {values.kind === 'bitcoin' ? (
          <BitcoinKeyFields values={values} update={update} error={fields.errors.signatureType} />
        ) : null}
        {form.connected && form.unsupported ? (
          <UnsupportedMethodNotice method={form.method} />
        ) : null}
        <div className={styles.actions}>
          <WalletSubmitButton phase={state.phase} disabled={!form.connected || form.unsupported}>
            Sign message
          </WalletSubmitButton>
        </div>
        <div role="alert" className={styles.error}>
          {state.phase === 'wallet-refused' ? state.message : null}
        </div>
      </form>
      {state.phase === 'answered' ? (
        <SignatureResult outcome={state.answer.outcome} values={state.answer.values} />
      ) : null}
    </div>
  );
}

/** Which Bitcoin key signs, and in which format. */
function BitcoinKeyFields({
  values,
  update,
  error,
}: {
  values: SignMessageValues;
  update: (patch: Partial<SignMessageValues>) => void;
  error: string | undefined;
}) {
  return (
    <>
      <RadioChoice
        legend="Bitcoin key"
        name="paymentType"
        options={[
          { value: 'p2wpkh', label: 'Native SegWit (p2wpkh)' },
          { value: 'p2tr', label: 'Taproot (p2tr)' },
        ]}
        value={values.paymentType}
        onChange={(paymentType) => update(choosePaymentType(paymentType))}
      />
      <RadioChoice
        legend="Signature format"
        name="signatureType"
        options={[
          { value: 'bip322', label: 'BIP-322' },
          {
            value: 'legacy',
            label: 'Legacy (BIP-137, SegWit key only)',
            disabled: values.paymentType === 'p2tr',
          },
        ]}
        value={values.signatureType}
        onChange={(signatureType) => update({ signatureType })}
      />
      {error ? <p className={styles.error}>{error}</p> : null}
    </>
  );
}
