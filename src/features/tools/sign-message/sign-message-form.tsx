import { useAtomValue } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import { Banner } from '@/design-system/banner';
import { useFieldBinding } from '@/lib/use-field-binding';
import { useActiveNetwork } from '@/stacks/active-network';
import { addressesAtom } from '@/wallet/connection-store';
import { ClarityValueTreeView } from '../shared/clarity-value-tree-view';
import { RadioChoice } from '../shared/radio-choice';
import { readStructuredMessage } from '../shared/read-structured-message';
import { Sip018DomainFields } from '../shared/sip018-domain-fields';
import { TextAreaField } from '../shared/text-area-field';
import { useConnectedWalletKey } from '@/wallet/use-connected-wallet-key';
import { toolOutcomeOf, useTrackToolUse } from '../shared/use-track-tool-use';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import { useWalletRequest } from '@/transaction-flow/use-wallet-request';
import { WalletSubmitButton } from '@/transaction-flow/wallet-submit-button';
import {
  isUnsupportedMethodError,
  useWalletMethodSupport,
} from '@/wallet/use-wallet-method-support';
import { SignatureResult } from './signature-result';
import { sendSignRequest, type SignMessageOutcome } from './send-sign-request';
import {
  validateSignMessage,
  type SignMessageErrors,
  type SignMessageKind,
  type SignMessageValues,
} from './validate-sign-message';
import styles from './sign-message-form.module.css';

type Field = keyof SignMessageErrors;

/** What the wallet signed, and the form's values it signed them from. */
interface Signed {
  outcome: SignMessageOutcome;
  values: SignMessageValues;
}

const KIND_OPTIONS = [
  { value: 'plain', label: 'Plain text' },
  { value: 'structured', label: 'Structured data (SIP-018)' },
  { value: 'bitcoin', label: 'Bitcoin message' },
] as const satisfies readonly { value: SignMessageKind; label: string }[];

/** The wallet method each kind asks (send-sign-request.ts). */
const METHOD_OF_KIND = {
  plain: 'stx_signMessage',
  structured: 'stx_signStructuredMessage',
  bitcoin: 'signMessage',
} as const satisfies Record<SignMessageKind, string>;

/** Tools › Sign a message: Stacks text or SIP-018 data with the Stacks key, or text with the
 * Bitcoin key; the signature, key and address to copy, and a link to verify them. */
export function SignMessageForm() {
  const network = useActiveNetwork();
  const connected = useAtomValue(addressesAtom).length > 0;
  const track = useTrackToolUse('sign-message');
  const [values, setValues] = useState<SignMessageValues>(() => ({
    kind: 'plain',
    message: '',
    domainName: '',
    domainVersion: '1.0.0',
    chainId: String(network.chainId),
    paymentType: 'p2wpkh',
    signatureType: 'bip322',
  }));
  const wallet = useWalletRequest<Signed>();
  const { state } = wallet;
  // Another account connected: the Signature shown was the old account's; drop it. (Adjusted
  // while rendering, React's way to follow a changed input without an effect.)
  const connection = useConnectedWalletKey();
  const [seenConnection, setSeenConnection] = useState(connection);
  if (connection !== seenConnection) {
    setSeenConnection(connection);
    wallet.reset();
  }
  const method = METHOD_OF_KIND[values.kind];
  const support = useWalletMethodSupport(method);
  /** Methods the wallet answered it lacks, though its list did not say. */
  const [refusedMethods, setRefusedMethods] = useState<ReadonlySet<string>>(new Set());
  const unsupported = support === 'unsupported' || refusedMethods.has(method);
  const validation = validateSignMessage(values);
  const preview = values.kind === 'structured' ? readStructuredMessage(values.message) : undefined;

  const update = (patch: Partial<SignMessageValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    wallet.edited();
  };
  const fields = useFieldBinding<SignMessageValues, Field>({
    values,
    problems: validation.valid ? {} : validation.errors,
    onEdit: (field, value) => update({ [field]: value }),
  });

  const sign = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.submit();
    if (!validation.valid || state.phase === 'signing' || unsupported) return;
    const signed = values;
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

  return (
    <div className={styles.tool}>
      <form className={styles.form} onSubmit={sign} noValidate>
        {connected ? null : (
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
          mono={values.kind === 'structured'}
          spellCheck={values.kind !== 'structured'}
          hint={
            values.kind === 'structured'
              ? "A Clarity value in Clarity syntax, e.g. {amount: u100, to: 'ST1…}"
              : undefined
          }
        />
        {values.kind === 'structured' ? (
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
          <>
            <RadioChoice
              legend="Bitcoin key"
              name="paymentType"
              options={[
                { value: 'p2wpkh', label: 'Native SegWit (p2wpkh)' },
                { value: 'p2tr', label: 'Taproot (p2tr)' },
              ]}
              value={values.paymentType}
              // Legacy signing exists only for the SegWit key
              // (docs/wallet-protocol.md#validation-messages): switch to BIP-322.
              onChange={(paymentType) =>
                update(
                  paymentType === 'p2tr'
                    ? { paymentType, signatureType: 'bip322' }
                    : { paymentType },
                )
              }
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
            {fields.errors.signatureType ? (
              <p className={styles.error}>{fields.errors.signatureType}</p>
            ) : null}
          </>
        ) : null}
        {connected && unsupported ? <UnsupportedMethodNotice method={method} /> : null}
        <div className={styles.actions}>
          <WalletSubmitButton
            asking={state.phase === 'signing'}
            disabled={!connected || unsupported}
          >
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
