import styles from './page.module.css';

/** /stacking — what stacking is and how Satchel helps; pools and positions arrive with the
 * stacking feature. */
export function Component() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Stacking</h1>
      <p className={styles.lead}>
        Put your STX to work. Stacking locks STX for reward cycles of about two weeks and earns
        rewards paid by Bitcoin miners — in BTC or in STX, depending on the pool.
      </p>
      <section className={styles.section} aria-labelledby="how-pools-work">
        <h2 id="how-pools-work">How pooled stacking works</h2>
        <ol>
          <li>You choose a pool and an amount. Your STX never leave your wallet.</li>
          <li>You sign a delegation in your wallet; the pool locks your STX at the next cycle.</li>
          <li>Rewards arrive every cycle until the delegation ends or you stop pooling.</li>
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="your-keys">
        <h2 id="your-keys">Your keys stay yours</h2>
        <p>
          Satchel prepares each transaction and your wallet shows it to you before anything is
          signed — on a Ledger, on the device itself.
        </p>
      </section>
    </div>
  );
}
