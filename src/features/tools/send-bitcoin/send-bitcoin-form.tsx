import { useAtomValue } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { ExternalLink } from '@/design-system/external-link';
import { TextInput } from '@/design-system/text-input';
import { BITCOIN_CHAIN_OF } from '@/lib/bitcoin-address';
import { formatBtc, formatSats, readBitcoinAmount, type BitcoinUnit } from '@/lib/bitcoin-amount';
import { buildBitcoinTxUrl } from '@/lib/links';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useActiveNetwork } from '@/stacks/active-network';
import { findBtcAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { describeWalletError } from '@/wallet/describe-wallet-error';
import { WalletError, type AnyWalletError } from '@/wallet/errors';
import { sendTransfer } from '@/wallet/methods/send-transfer';
import type { BitcoinTransferOutcome } from '@/wallet/request-schemas';
import { requestWallet } from '@/wallet/wallet-client';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import {
  isUnsupportedMethodError,
  useWalletMethodSupport,
} from '@/wallet/use-wallet-method-support';
import { toolOutcomeOf, useTrackToolUse } from '../shared/use-track-tool-use';
import { validateSendBitcoin, type SendBitcoinValues } from './validate-send-bitcoin';
import styles from './send-bitcoin-form.module.css';

const EMPTY: SendBitcoinValues = { recipient: '', amount: '', unit: 'BTC' };
const UNITS: readonly BitcoinUnit[] = ['BTC', 'sats'];

type SendState =
  | { phase: 'editing' }
  | { phase: 'sending' }
  | { phase: 'sent'; outcome: BitcoinTransferOutcome; sats: bigint }
  | { phase: 'failed'; message: string; unsupported: boolean };

function wordsFor(error: unknown): string {
  return error instanceof WalletError
    ? describeWalletError(error as AnyWalletError)
    : 'Something went wrong before your wallet answered. Try again.';
}

/** The same amount in the other unit, shown live beside the field. */
function otherUnit(amount: string, unit: BitcoinUnit): string | undefined {
  const reading = readBitcoinAmount(amount, unit);
  if (!reading.valid) return undefined;
  return unit === 'BTC' ? formatSats(reading.sats) : formatBtc(reading.sats);
}

/** Tools › Send bitcoin: a recipient checked for the selected network (checksum included) and an
 * amount in BTC or sats, sent with the wallet's `sendTransfer`. Bitcoin transactions are not
 * followed here: the txid links to mempool.space, where the person can watch it confirm. */
export function SendBitcoinForm() {
  const network = useActiveNetwork();
  const btcEntry = findBtcAddress(useAtomValue(addressesAtom), 'p2wpkh');
  const support = useWalletMethodSupport('sendTransfer');
  const track = useTrackToolUse('send-bitcoin');
  const [values, setValues] = useState<SendBitcoinValues>(EMPTY);
  const [state, setState] = useState<SendState>({ phase: 'editing' });
  const fieldErrors = useFieldErrors<'recipient' | 'amount'>();
  const validation = validateSendBitcoin(values, network);
  const errors = fieldErrors.shown(validation.valid ? {} : validation.errors);
  const connected = btcEntry !== undefined;
  const chain = BITCOIN_CHAIN_OF[network.kind];

  const update = (patch: Partial<SendBitcoinValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    if (state.phase === 'failed') setState({ phase: 'editing' });
  };

  // Switching unit keeps the amount: it is rewritten in the new unit when it reads as one.
  const chooseUnit = (unit: BitcoinUnit) => {
    const reading = readBitcoinAmount(values.amount, values.unit);
    const amount = reading.valid
      ? (unit === 'BTC' ? formatBtc(reading.sats) : formatSats(reading.sats)).replace(/ \S+$/, '')
      : values.amount;
    update({ unit, amount });
  };

  const send = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fieldErrors.submit();
    if (!validation.valid || !connected) return;
    setState({ phase: 'sending' });
    try {
      const outcome = await requestWallet(sendTransfer, validation.request);
      setState({ phase: 'sent', outcome, sats: validation.sats });
      track('success');
    } catch (error) {
      track(toolOutcomeOf(error));
      const unsupported = isUnsupportedMethodError(error);
      setState({
        phase: 'failed',
        // On the devnet the refusal is the missing chain, not an old wallet.
        message:
          unsupported && network.kind === 'devnet'
            ? 'Not sent: the devnet has no Bitcoin chain, so the devnet wallet cannot send bitcoin.'
            : wordsFor(error),
        unsupported: unsupported && network.kind !== 'devnet',
      });
    }
  };

  const startOver = () => {
    setValues(EMPTY);
    fieldErrors.reset();
    setState({ phase: 'editing' });
  };

  if (state.phase === 'sent') {
    const { outcome } = state;
    const link =
      outcome.status === 'broadcast' ? buildBitcoinTxUrl({ txid: outcome.txid, chain }) : undefined;
    return (
      <section className={styles.result} aria-labelledby="send-bitcoin-result">
        <h2 id="send-bitcoin-result">
          {outcome.status === 'broadcast' ? 'Bitcoin sent' : 'Transfer proposed'}
        </h2>
        <p>
          {formatBtc(state.sats)} ({formatSats(state.sats)})
          {outcome.status === 'broadcast'
            ? ' left your wallet.'
            : ' is proposed to your multisig account: it is sent once enough co-signers approve it in their wallets.'}
        </p>
        {outcome.status === 'broadcast' ? (
          <p className={styles.txid}>
            Transaction <code data-testid="bitcoin-txid">{outcome.txid}</code>
            {link ? (
              <>
                {' '}
                <ExternalLink href={link}>View on mempool.space</ExternalLink>
              </>
            ) : null}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="outline" onClick={startOver}>
            Send more bitcoin
          </Button>
        </div>
      </section>
    );
  }

  const converted = otherUnit(values.amount, values.unit);
  return (
    <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
      {network.kind === 'devnet' ? (
        <Banner variant="info" title="The devnet has no Bitcoin chain">
          Satchel’s devnet runs Stacks only, so there is no bitcoin to send: the devnet wallet
          refuses this request. The form still checks addresses in their regtest (bcrt1…) and
          testnet forms.
        </Banner>
      ) : null}
      {support === 'unsupported' || (state.phase === 'failed' && state.unsupported) ? (
        <UnsupportedMethodNotice method="sendTransfer" />
      ) : null}
      {connected ? (
        <p className={styles.from}>
          From your wallet’s Bitcoin account <code>{btcEntry.address}</code>
        </p>
      ) : (
        <Banner variant="info" title="Connect your wallet to send bitcoin">
          The form checks what you type now; sending needs a connected wallet.
        </Banner>
      )}
      <TextInput
        label="Recipient"
        name="recipient"
        autoComplete="off"
        spellCheck={false}
        value={values.recipient}
        onChange={(event) => update({ recipient: event.target.value })}
        onBlur={fieldErrors.leave('recipient')}
        error={errors.recipient}
        hint={`A Bitcoin address on ${network.kind === 'devnet' ? 'regtest or testnet' : network.kind}`}
      />
      <fieldset className={styles.units}>
        <legend>Unit</legend>
        {UNITS.map((unit) => (
          <label key={unit} className={styles.unit}>
            <input
              type="radio"
              name="unit"
              value={unit}
              checked={values.unit === unit}
              onChange={() => chooseUnit(unit)}
            />
            {unit}
          </label>
        ))}
      </fieldset>
      <TextInput
        label="Amount"
        name="amount"
        inputMode={values.unit === 'BTC' ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={values.amount}
        onChange={(event) => update({ amount: event.target.value })}
        onBlur={fieldErrors.leave('amount')}
        error={errors.amount}
        hint={converted ? `= ${converted}` : `In ${values.unit}`}
      />
      {state.phase === 'failed' ? (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="solid"
          disabled={!connected}
          loading={state.phase === 'sending'}
        >
          {state.phase === 'sending' ? 'Confirm in your wallet…' : 'Send bitcoin'}
        </Button>
      </div>
    </form>
  );
}
