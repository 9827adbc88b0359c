import { Button } from '@/design-system/button';
import { RadioChoice } from '../shared/radio-choice';
import { Sip018DomainFields } from '../shared/sip018-domain-fields';
import { STACKS_MESSAGE_TYPE_OPTIONS } from '../shared/stacks-message-type';
import { TextAreaField } from '../shared/text-area-field';
import type { VerifyMessageResult } from './check-message-signature';
import { useVerifyMessageForm } from './use-verify-message-form';
import styles from './verify-message-form.module.css';

/** Tools › Verify a message: checks a Stacks signature in the page — no wallet, no network. */
export function VerifyMessageForm() {
  const { values, update, bind, result, verify } = useVerifyMessageForm();

  return (
    <div className={styles.tool}>
      <form className={styles.form} onSubmit={verify} noValidate>
        <RadioChoice
          legend="Message type"
          name="type"
          options={STACKS_MESSAGE_TYPE_OPTIONS}
          value={values.type}
          onChange={(type) => update({ type })}
        />
        <TextAreaField
          label="Message"
          {...bind('message')}
          mono={values.type === 'structured'}
          hint={
            values.type === 'structured'
              ? 'The Clarity value that was signed, in Clarity syntax'
              : 'Exactly the text that was signed'
          }
        />
        <TextAreaField
          label="Signature"
          {...bind('signature')}
          mono
          rows={2}
          spellCheck={false}
          hint="Hex, in RSV order, as Stacks wallets give it"
        />
        <TextAreaField
          label="Public key"
          {...bind('signer')}
          mono
          rows={2}
          spellCheck={false}
          hint="The signer's public key in hex, or their Stacks address"
        />
        {values.type === 'structured' ? <Sip018DomainFields bind={bind} /> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="solid">
            Verify signature
          </Button>
        </div>
      </form>
      <VerifyResult result={result} />
    </div>
  );
}

/** A status region, there from the first render so a screen reader hears the verdict. */
function VerifyResult({ result }: { result: VerifyMessageResult | undefined }) {
  let state = 'idle';
  if (result) state = result.valid ? 'valid' : 'invalid';
  return (
    <div role="status" aria-label="Verification" className={styles.result} data-state={state}>
      {result === undefined ? null : result.valid ? (
        <>
          <p className={styles.verdict}>Valid signature</p>
          <p>
            Signed by <code>{result.address}</code> (public key <code>{result.publicKey}</code>)
            {result.legacyPrefix ? ', with the older “Stacks Message Signing” prefix' : ''}.
          </p>
        </>
      ) : (
        <>
          <p className={styles.verdict}>Invalid signature</p>
          <p>{result.reason}</p>
        </>
      )}
    </div>
  );
}
