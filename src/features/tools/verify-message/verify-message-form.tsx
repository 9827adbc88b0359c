import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/design-system/button';
import { useFieldBinding } from '@/lib/use-field-binding';
import { useActiveNetwork } from '@/stacks/active-network';
import { RadioChoice } from '../shared/radio-choice';
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
  const validation = validateVerifyMessage(values);

  // A result belongs to the values it was checked with: any edit clears it.
  const update = (patch: Partial<VerifyMessageValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setResult(undefined);
  };
  const fields = useFieldBinding<VerifyMessageValues, Field>({
    values,
    problems: validation.valid ? {} : validation.errors,
    onEdit: (field, value) => update({ [field]: value }),
  });

  const verify = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.submit();
    if (!validation.valid) return;
    const checked = checkMessageSignature(validation.check, network.kind);
    // Checked in the page: no wallet can refuse, so a use ends in success (whatever the verdict).
    track('success');
    setResult(checked);
  };

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
          {...fields.bind('message')}
          mono={values.type === 'structured'}
          hint={
            values.type === 'structured'
              ? 'The Clarity value that was signed, in Clarity syntax'
              : 'Exactly the text that was signed'
          }
        />
        <TextAreaField
          label="Signature"
          {...fields.bind('signature')}
          mono
          rows={2}
          spellCheck={false}
          hint="Hex, in RSV order, as Stacks wallets give it"
        />
        <TextAreaField
          label="Public key"
          {...fields.bind('signer')}
          mono
          rows={2}
          spellCheck={false}
          hint="The signer's public key in hex, or their Stacks address"
        />
        {values.type === 'structured' ? <Sip018DomainFields bind={fields.bind} /> : null}
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
