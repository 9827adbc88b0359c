import { useAtomValue } from 'jotai';
import { useId, useMemo, useState, type SyntheticEvent } from 'react';
import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { CopyButton } from '@/design-system/copy-button';
import { ExternalLink } from '@/design-system/external-link';
import { BITCOIN_CHAIN_OF } from '@/lib/bitcoin-address';
import { formatBtc, formatSats } from '@/lib/bitcoin-amount';
import { buildBitcoinTxUrl } from '@/lib/links';
import { readPsbt, type DecodedPsbt } from '@/lib/read-psbt';
import { useActiveNetwork } from '@/stacks/active-network';
import type { BtcAddressEntry } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { describeWalletError } from '@/wallet/describe-wallet-error';
import { WalletError, type AnyWalletError } from '@/wallet/errors';
import { signPsbt } from '@/wallet/methods/sign-psbt';
import { requestWallet } from '@/wallet/wallet-client';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import {
  isUnsupportedMethodError,
  useWalletMethodSupport,
} from '@/wallet/use-wallet-method-support';
import { toolOutcomeOf, useTrackToolUse } from '../shared/use-track-tool-use';
import { defaultInputsToSign } from './choose-inputs';
import styles from './sign-psbt-form.module.css';

type SignState =
  | { phase: 'editing' }
  | { phase: 'signing' }
  | { phase: 'signed'; psbt: DecodedPsbt | undefined; hex: string; txid: string | undefined }
  | { phase: 'failed'; message: string; unsupported: boolean };

function amountText(sats: bigint | undefined): string {
  return sats === undefined ? 'Unknown' : `${formatBtc(sats)} (${formatSats(sats)})`;
}

function wordsFor(error: unknown): string {
  return error instanceof WalletError
    ? describeWalletError(error as AnyWalletError)
    : 'Something went wrong before your wallet answered. Try again.';
}

/** Tools › Sign a PSBT: paste a PSBT (hex or base64), check what it spends and pays, choose the
 * inputs to sign, and have the wallet sign them (`signPsbt`), optionally broadcasting. */
export function SignPsbtForm() {
  const network = useActiveNetwork();
  const walletBtc = useAtomValue(addressesAtom).filter(
    (entry): entry is BtcAddressEntry => entry.symbol === 'BTC',
  );
  const support = useWalletMethodSupport('signPsbt');
  const track = useTrackToolUse('sign-psbt');
  const fieldId = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [chosen, setChosen] = useState<readonly number[] | undefined>(undefined);
  const [broadcast, setBroadcast] = useState(false);
  const [state, setState] = useState<SignState>({ phase: 'editing' });
  const reading = useMemo(() => readPsbt(text, network.kind), [text, network.kind]);
  const psbt = reading.ok ? reading.psbt : undefined;
  const toSign = chosen ?? (psbt ? defaultInputsToSign(psbt, walletBtc) : []);
  const onDevnet = network.kind === 'devnet';
  const connected = walletBtc.length > 0;
  const chain = BITCOIN_CHAIN_OF[network.kind];
  const showError = touched && !reading.ok;
  const chooseError =
    state.phase === 'failed' || !psbt || toSign.length > 0
      ? undefined
      : 'Choose at least one input to sign';

  const edit = (value: string) => {
    setText(value);
    setChosen(undefined);
    setState({ phase: 'editing' });
  };

  const toggle = (index: number, on: boolean) => {
    const next = new Set(toSign);
    if (on) next.add(index);
    else next.delete(index);
    setChosen([...next].sort((a, b) => a - b));
  };

  const sign = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!psbt || toSign.length === 0 || !connected) return;
    setState({ phase: 'signing' });
    try {
      const answer = await requestWallet(signPsbt, {
        hex: psbt.hex,
        signAtIndex: [...toSign],
        broadcast: broadcast && !onDevnet,
        // A custom API or named network is not a network the wallet knows (decision 0008).
        ...(network.custom ? {} : { network: network.name }),
      });
      const signed = readPsbt(answer.hex, network.kind);
      setState({
        phase: 'signed',
        psbt: signed.ok ? signed.psbt : undefined,
        hex: answer.hex,
        txid: answer.txid,
      });
      track('success');
    } catch (error) {
      track(toolOutcomeOf(error));
      setState({
        phase: 'failed',
        message: wordsFor(error),
        unsupported: isUnsupportedMethodError(error),
      });
    }
  };

  return (
    <div className={styles.tool}>
      {support === 'unsupported' || (state.phase === 'failed' && state.unsupported) ? (
        <UnsupportedMethodNotice method="signPsbt" />
      ) : null}
      {connected ? null : (
        <Banner variant="info" title="Connect your wallet to sign">
          Satchel decodes a PSBT without a wallet; signing needs a connected one.
        </Banner>
      )}
      <form className={styles.form} onSubmit={(event) => void sign(event)} noValidate>
        <div className={styles.field}>
          <label htmlFor={fieldId} className={styles.label}>
            PSBT
          </label>
          <textarea
            id={fieldId}
            className={styles.textarea}
            rows={6}
            spellCheck={false}
            autoComplete="off"
            value={text}
            onChange={(event) => edit(event.target.value)}
            onBlur={() => setTouched(text !== '')}
            aria-invalid={showError ? true : undefined}
            aria-describedby={`${fieldId}-hint`}
          />
          <p id={`${fieldId}-hint`} className={showError ? styles.fieldError : styles.hint}>
            {showError
              ? reading.message
              : 'Hex or base64, as your software exported it; read in this page.'}
          </p>
        </div>

        {psbt ? (
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
                        checked={toSign.includes(input.index)}
                        disabled={input.signed}
                        onChange={(event) => toggle(input.index, event.target.checked)}
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
                checked={broadcast && !onDevnet}
                disabled={onDevnet}
                onChange={(event) => setBroadcast(event.target.checked)}
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
        ) : null}

        {state.phase === 'failed' ? (
          <p className={styles.fieldError} role="alert">
            {state.message}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="solid"
            disabled={!connected}
            loading={state.phase === 'signing'}
          >
            {state.phase === 'signing' ? 'Confirm in your wallet…' : 'Sign PSBT'}
          </Button>
        </div>
      </form>

      {state.phase === 'signed' ? <SignedPsbt state={state} chain={chain} /> : null}
    </div>
  );
}

function SignedPsbt({
  state,
  chain,
}: {
  state: Extract<SignState, { phase: 'signed' }>;
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
          {link ? (
            <>
              {' '}
              <ExternalLink href={link}>View on mempool.space</ExternalLink>
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
