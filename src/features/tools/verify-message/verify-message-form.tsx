import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/design-system/button';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useActiveNetwork } from '@/stacks/active-network';
import { RadioChoice } from '../shared/radio-choice';
import type { Sip018DomainValues } from '../shared/read-sip018-domain';
import { Sip018DomainFields } from '../shared/sip018-domain-fields';
import { STACKS_MESSAGE_TYPE_OPTIONS } from '../shared/stacks-message-type';
import { TextAreaField } from '../shared/text-area-field';
import { useTrackToolUse } from '../shared/use-track-tool-use';
import { checkMessageSignature, type VerifyMessageResult } from './check-message-signature';
import { readVerifyLink } from './read-verify-link';
import {
  validateVerifyMessage,
  type VerifyMessageErrors,
  type VerifyMessageValues,
} from './validate-verify-message';
import styles from './verify-message-form.module.css';

type Field = keyof VerifyMessageErrors;

/** Tools › Verify a message: checks a Stacks signature in the page — no wallet, no network. */
export function VerifyMessageForm() {
  const network = useActiveNetwork();
  const [search] = useSearchParams();
  const track = useTrackToolUse('verify-message');
  // A link from Sign a message arrives complete: its result shows at once.
  const [initial] = useState(() => {
    const { values, prefilled } = readVerifyLink(search, {
      type: 'plain',
      message: '',
      signature: '',
      signer: '',
      domainName: '',
      domainVersion: '1.0.0',
      chainId: String(network.chainId),
    });
    const validation = validateVerifyMessage(values);
    const result =
      prefilled && validation.valid
        ? checkMessageSignature(validation.check, network.kind)
        : undefined;
    return { values, result };
  });
  const [values, setValues] = useState<VerifyMessageValues>(initial.values);
  const [result, setResult] = useState<VerifyMessageResult | undefined>(initial.result);
  const fieldErrors = useFieldErrors<Field>();
  const validation = validateVerifyMessage(values);
  const errors = fieldErrors.shown(validation.valid ? {} : validation.errors);

  // A result belongs to the values it was checked with: any edit clears it.
  const update = (patch: Partial<VerifyMessageValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setResult(undefined);
  };

  const verify = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fieldErrors.submit();
    if (!validation.valid) return;
    const checked = checkMessageSignature(validation.check, network.kind);
    // Checked in the page: no wallet can refuse, so a use ends in success (whatever the verdict).
    track('success');
    setResult(checked);
  };

  const domainValues: Sip018DomainValues = values;
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
          name="message"
          mono={values.type === 'structured'}
          value={values.message}
          onChange={(event) => update({ message: event.target.value })}
          onBlur={fieldErrors.leave('message')}
          error={errors.message}
          hint={
            values.type === 'structured'
              ? 'The Clarity value that was signed, in Clarity syntax'
              : 'Exactly the text that was signed'
          }
        />
        <TextAreaField
          label="Signature"
          name="signature"
          mono
          rows={2}
          spellCheck={false}
          value={values.signature}
          onChange={(event) => update({ signature: event.target.value })}
          onBlur={fieldErrors.leave('signature')}
          error={errors.signature}
          hint="Hex, in RSV order, as Stacks wallets give it"
        />
        <TextAreaField
          label="Public key"
          name="signer"
          mono
          rows={2}
          spellCheck={false}
          value={values.signer}
          onChange={(event) => update({ signer: event.target.value })}
          onBlur={fieldErrors.leave('signer')}
          error={errors.signer}
          hint="The signer's public key in hex, or their Stacks address"
        />
        {values.type === 'structured' ? (
          <Sip018DomainFields
            values={domainValues}
            errors={errors}
            onChange={(field, value) => update({ [field]: value })}
            onLeave={(field) => fieldErrors.leave(field)}
          />
        ) : null}
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
