import { useId } from 'react';
import { Banner } from '@/design-system/banner';
import { CopyButton } from '@/design-system/copy-button';
import { formatBtc, formatSats } from '@/lib/bitcoin-amount';
import { buildBitcoinTxUrl } from '@/lib/links';
import type { DecodedPsbt } from '@/lib/read-psbt';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import { WalletSubmitButton } from '@/transaction-flow/wallet-submit-button';
import { MempoolLink } from '../shared/mempool-link';
import { TextAreaField } from '../shared/text-area-field';
import { useSignPsbtForm, type SignedPsbtAnswer } from './use-sign-psbt-form';
import styles from './sign-psbt-form.module.css';

type SignPsbtFormHandle = ReturnType<typeof useSignPsbtForm>;

function amountText(sats: bigint | undefined): string {
  return sats === undefined ? 'Unknown' : `${formatBtc(sats)} (${formatSats(sats)})`;
}

/** Tools › Sign a PSBT: paste a PSBT (hex or base64), check what it spends and pays, choose the
 * inputs to sign, and have the wallet sign them (`signPsbt`), optionally broadcasting. */
export function SignPsbtForm() {
  const form = useSignPsbtForm();
  const { state, psbt, fields } = form;
  const field = fields.bind('psbt');
  return (
    <div className={styles.tool}>
      {form.unsupported ? <UnsupportedMethodNotice method="signPsbt" /> : null}
      {form.connected ? null : (
        <Banner variant="info" title="Connect your wallet to sign">
          Satchel decodes a PSBT without a wallet; signing needs a connected one.
        </Banner>
      )}
      <form className={styles.form} onSubmit={form.sign} noValidate>
        <TextAreaField
          label="PSBT"
          mono
          rows={6}
          spellCheck={false}
          autoComplete="off"
          {...field}
          // Leaving the field empty is not a mistake yet: nothing was pasted.
          onBlur={field.value === '' ? undefined : field.onBlur}
          hint="Hex or base64, as your software exported it; read in this page."
        />
        {psbt ? <PsbtDetails form={form} psbt={psbt} /> : null}
        {state.phase === 'wallet-refused' ? (
          <p className={styles.fieldError} role="alert">
            {state.message}
          </p>
        ) : null}
        <div className={styles.actions}>
          <WalletSubmitButton phase={state.phase} disabled={!form.connected}>
            Sign PSBT
          </WalletSubmitButton>
        </div>
      </form>

      {state.phase === 'answered' ? <SignedPsbt state={state.answer} chain={form.chain} /> : null}
    </div>
  );
}

/** What the pasted PSBT spends and pays, the inputs to sign, and whether to broadcast. */
function PsbtDetails({ form, psbt }: { form: SignPsbtFormHandle; psbt: DecodedPsbt }) {
  const fieldId = useId();
  const { chooseError, onDevnet } = form;
  return (
    <>
      <fieldset
        className={styles.group}
        aria-describedby={chooseError ? `${fieldId}-choose` : undefined}
      >
        <legend>Inputs: choose the ones to sign</legend>
        <ol className={styles.list}>
          {psbt.inputs.map((input) => (
            <li key={input.index} className={styles.item} data-testid="psbt-input">
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={form.toSign.includes(input.index)}
                  disabled={input.signed}
                  onChange={(event) => form.toggle(input.index, event.target.checked)}
                />
                Sign input {input.index}
              </label>
              <dl className={styles.facts}>
                <dt>Spends</dt>
                <dd>
                  <code>
                    {input.txid}:{input.vout}
                  </code>
                </dd>
                <dt>Amount</dt>
                <dd>{amountText(input.amount)}</dd>
                <dt>Address</dt>
                <dd>{input.address ? <code>{input.address}</code> : 'Not in the PSBT'}</dd>
                <dt>Signed</dt>
                <dd>{input.signed ? 'Yes, already' : 'Not yet'}</dd>
              </dl>
            </li>
          ))}
        </ol>
        {chooseError ? (
          <p id={`${fieldId}-choose`} className={styles.fieldError}>
            {chooseError}
          </p>
        ) : null}
      </fieldset>

      <section className={styles.group} aria-labelledby={`${fieldId}-outputs`}>
        <h2 id={`${fieldId}-outputs`} className={styles.subheading}>
          Outputs
        </h2>
        <ol className={styles.list}>
          {psbt.outputs.map((output) => (
            <li key={output.index} className={styles.item} data-testid="psbt-output">
              <dl className={styles.facts}>
                <dt>Pays</dt>
                <dd>{output.address ? <code>{output.address}</code> : output.script}</dd>
                <dt>Amount</dt>
                <dd>{amountText(output.amount)}</dd>
              </dl>
            </li>
          ))}
        </ol>
        <p data-testid="psbt-fee">
          Fee:{' '}
          {psbt.fee === undefined
            ? 'unknown: the PSBT does not carry the amount of every input it spends'
            : amountText(psbt.fee)}
        </p>
      </section>

      <label className={styles.check}>
        <input
          type="checkbox"
          checked={form.broadcast && !onDevnet}
          disabled={onDevnet}
          onChange={(event) => form.switchBroadcast(event.target.checked)}
          aria-describedby={onDevnet ? `${fieldId}-broadcast` : undefined}
        />
        Broadcast after signing
      </label>
      {onDevnet ? (
        <p id={`${fieldId}-broadcast`} className={styles.hint}>
          The devnet has no Bitcoin chain to broadcast to: the wallet only signs.
        </p>
      ) : null}
    </>
  );
}

function SignedPsbt({
  state,
  chain,
}: {
  state: SignedPsbtAnswer;
  chain: 'mainnet' | 'testnet' | 'regtest';
}) {
  const link = state.txid ? buildBitcoinTxUrl({ txid: state.txid, chain }) : undefined;
  const signedInputs = state.psbt?.inputs
    .filter((input) => input.signed)
    .map((input) => input.index);
  return (
    <section className={styles.result} aria-labelledby="signed-psbt-heading">
      <h2 id="signed-psbt-heading" className={styles.subheading}>
        Signed PSBT
      </h2>
      {signedInputs ? (
        <p data-testid="signed-inputs">
          {signedInputs.length > 0
            ? `Signed inputs: ${signedInputs.join(', ')}`
            : 'The wallet returned the PSBT without a signature.'}
        </p>
      ) : null}
      <div className={styles.encoded}>
        <h3>Hex</h3>
        <code data-testid="signed-psbt-hex">{state.hex}</code>
        <CopyButton value={state.hex} label="hex" />
      </div>
      {state.psbt ? (
        <div className={styles.encoded}>
          <h3>Base64</h3>
          <code data-testid="signed-psbt-base64">{state.psbt.base64}</code>
          <CopyButton value={state.psbt.base64} label="base64" />
        </div>
      ) : null}
      {state.txid ? (
        <p>
          Broadcast as <code data-testid="psbt-txid">{state.txid}</code>
          <MempoolLink href={link} />
        </p>
      ) : null}
    </section>
  );
}
