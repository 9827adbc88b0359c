import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { TextInput } from '@/design-system/text-input';
import { BITCOIN_CHAIN_OF } from '@/lib/bitcoin-address';
import { formatBtc, formatSats, type BitcoinUnit } from '@/lib/bitcoin-amount';
import { buildBitcoinTxUrl } from '@/lib/links';
import type { ActiveNetwork } from '@/stacks/active-network';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import { WalletSubmitButton } from '@/transaction-flow/wallet-submit-button';
import { MempoolLink } from '../shared/mempool-link';
import { useSendBitcoinForm, type BitcoinSent } from './use-send-bitcoin-form';
import styles from './send-bitcoin-form.module.css';

const UNITS: readonly BitcoinUnit[] = ['BTC', 'sats'];

/** Tools › Send bitcoin: a recipient checked for the selected network (checksum included) and an
 * amount in BTC or sats, sent with the wallet's `sendTransfer`. Bitcoin transactions are not
 * followed here: the txid links to mempool.space, where the person can watch it confirm. */
export function SendBitcoinForm() {
  const form = useSendBitcoinForm();
  const { network, values, state } = form;

  if (state.phase === 'answered') {
    return <BitcoinSentResult sent={state.answer} network={network} onSendMore={form.startOver} />;
  }

  return (
    <form className={styles.form} onSubmit={form.send} noValidate>
      {network.kind === 'devnet' ? (
        <Banner variant="info" title="The devnet has no Bitcoin chain">
          Satchel’s devnet runs Stacks only, so there is no bitcoin to send: the devnet wallet
          refuses this request. The form still checks addresses in their regtest (bcrt1…) and
          testnet forms.
        </Banner>
      ) : null}
      {form.unsupported ? <UnsupportedMethodNotice method="sendTransfer" /> : null}
      {form.btcAddress ? (
        <p className={styles.from}>
          From your wallet’s Bitcoin account <code>{form.btcAddress}</code>
        </p>
      ) : (
        <Banner variant="info" title="Connect your wallet to send bitcoin">
          The form checks what you type now; sending needs a connected wallet.
        </Banner>
      )}
      <TextInput
        label="Recipient"
        {...form.bind('recipient')}
        autoComplete="off"
        spellCheck={false}
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
              onChange={() => form.chooseUnit(unit)}
            />
            {unit}
          </label>
        ))}
      </fieldset>
      <TextInput
        label="Amount"
        {...form.bind('amount')}
        inputMode={values.unit === 'BTC' ? 'decimal' : 'numeric'}
        autoComplete="off"
        hint={form.converted ? `= ${form.converted}` : `In ${values.unit}`}
      />
      {state.phase === 'wallet-refused' ? (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <WalletSubmitButton phase={state.phase} disabled={!form.btcAddress}>
          Send bitcoin
        </WalletSubmitButton>
      </div>
    </form>
  );
}

/** What the wallet did with the bitcoin: sent (with its txid on mempool.space) or proposed to a
 * multisig account's co-signers. */
function BitcoinSentResult({
  sent: { outcome, sats },
  network,
  onSendMore,
}: {
  sent: BitcoinSent;
  network: ActiveNetwork;
  onSendMore: () => void;
}) {
  const link =
    outcome.status === 'broadcast'
      ? buildBitcoinTxUrl({ txid: outcome.txid, chain: BITCOIN_CHAIN_OF[network.kind] })
      : undefined;
  return (
    <section className={styles.result} aria-labelledby="send-bitcoin-result">
      <h2 id="send-bitcoin-result">
        {outcome.status === 'broadcast' ? 'Bitcoin sent' : 'Transfer proposed'}
      </h2>
      <p>
        {formatBtc(sats)} ({formatSats(sats)})
        {outcome.status === 'broadcast'
          ? ' left your wallet.'
          : ' is proposed to your multisig account: it is sent once enough co-signers approve it in their wallets.'}
      </p>
      {outcome.status === 'broadcast' ? (
        <p className={styles.txid}>
          Transaction <code data-testid="bitcoin-txid">{outcome.txid}</code>
          <MempoolLink href={link} />
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="outline" onClick={onSendMore}>
          Send more bitcoin
        </Button>
      </div>
    </section>
  );
}
