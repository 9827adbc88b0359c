import { LiquidStackingTable } from '@/features/stacking/hub/liquid-stacking-table';
import { MyPositionsSlot } from '@/features/stacking/hub/my-positions-slot';
import { PooledStackingTable } from '@/features/stacking/hub/pooled-stacking-table';
import { PoxCycleCard } from '@/features/stacking/hub/pox-cycle-card';
import { StackingFaq } from '@/features/stacking/hub/stacking-faq';
import hubStyles from '@/features/stacking/hub/stacking-hub.module.css';
import styles from './page.module.css';

/** /stacking — the hub (issue 7): what stacking is, the current cycle, the connected wallet's
 * positions, the pools and liquid protocols with their live figures, and the FAQ. Everything a
 * visitor sees is prerendered; live figures and positions load in the browser. */
export function Component() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Stacking</h1>
      <p className={styles.lead}>
        Put your STX to work. Stacking locks STX for reward cycles of about two weeks and earns
        rewards paid by Bitcoin miners — in BTC or in STX, depending on the pool.
      </p>
      <div className={hubStyles.intro}>
        <section className={styles.section} aria-labelledby="how-pools-work">
          <h2 id="how-pools-work">How pooled stacking works</h2>
          <ol>
            <li>You choose a pool and an amount. Your STX never leave your wallet.</li>
            <li>
              You sign a delegation in your wallet; the pool locks your STX at the next cycle.
            </li>
            <li>Rewards arrive every cycle until the delegation ends or you stop pooling.</li>
          </ol>
          <p>
            Your keys stay yours: Satchel prepares each transaction and your wallet shows it to you
            before anything is signed — on a Ledger, on the device itself.
          </p>
        </section>
        <PoxCycleCard />
      </div>
      <MyPositionsSlot />
      <PooledStackingTable />
      <LiquidStackingTable />
      <StackingFaq />
    </div>
  );
}
