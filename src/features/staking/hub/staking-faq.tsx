import type { ReactNode } from 'react';
import { StaticContent } from '@/design-system/static-content';
import styles from './staking-hub.module.css';

interface FaqEntry {
  question: string;
  answer: ReactNode;
}

// Every fact below comes from docs/staking-pox-5.md (the section is named beside each answer)
// and holds on every chain running pox-5 4.0.1; figures that differ between chains (cycle and
// prepare-phase lengths) are given for mainnet and said to be mainnet's. No yield is promised:
// none is fixed by the protocol. Native <details>: the answers work in the prerendered HTML
// before any script, and every browser and screen reader knows a disclosure.
const FAQ: readonly FaqEntry[] = [
  {
    // docs/staking-pox-5.md#epoch-40-and-pox-4.
    question: 'What happened to stacking?',
    answer: (
      <>
        <p>
          Stacks moved to Epoch 4.0 at Bitcoin block 960,230 (30 July 2026). The old stacking
          contract, pox-4, was retired: every pox-4 lock was released by itself, with nothing to do
          on your side, and pox-4 no longer accepts changes. Its successor, pox-5, calls it{' '}
          <strong>staking</strong>.
        </p>
        <p>
          If you stacked before, your STX are already unlocked. To earn again, stake them with a
          pool below.
        </p>
      </>
    ),
  },
  {
    // docs/staking-pox-5.md#staking-model (the staking model).
    question: 'How does staking work now?',
    answer: (
      <>
        <p>
          There is no delegation any more. You send one transaction, <code>stake</code>, to pox-5,
          naming a <strong>signer-manager</strong>: a contract that runs one signer. A pool is a
          signer-manager with many stakers. Your STX stay in your own account, locked, for the
          number of cycles you choose.
        </p>
        <p>
          Rewards are paid in sBTC, per cycle, through the signer-manager you staked with. It takes
          a fee set by its operators; the table shows the fee read from its contract.
        </p>
      </>
    ),
  },
  {
    // docs/staking-pox-5.md#cycles (cycle maths) and docs/staking-pox-5.md#staking-model (lock
    // period).
    question: 'How long are my STX locked?',
    answer: (
      <>
        <p>
          You choose from 1 to 96 reward cycles. On mainnet a cycle is 2,100 Bitcoin blocks, about
          two weeks. Your STX lock as soon as the transaction confirms, earning starts with the next
          cycle, and they unlock by themselves at the start of the cycle after your last one.
        </p>
        <p>
          You can leave early with <strong>Unstake</strong>: the position ends when the current
          cycle ends (that cycle still earns) and your STX unlock at the start of the next one.
        </p>
      </>
    ),
  },
  {
    // docs/staking-pox-5.md#minimums (minimums).
    question: 'Is there a minimum?',
    answer: (
      <>
        <p>
          pox-5 sets no minimum per staker, though a signer-manager may set its own. What matters is
          the signer-manager: it needs 50,000 STX staked to it in total to be in the signer set for
          a cycle. Below that, none of its stakers earn anything for that cycle.
        </p>
        <p>That is why the pools table says whether each one is in this cycle’s signer set.</p>
      </>
    ),
  },
  {
    // docs/staking-pox-5.md#prepare-phase (when you can act), docs/staking-pox-5.md#error-codes
    // error codes u28 and u47.
    question: 'Why are changes closed at the end of a cycle?',
    answer: (
      <p>
        The last blocks of every cycle are its prepare phase (100 Bitcoin blocks on mainnet). During
        it pox-5 refuses every stake, update and unstake, and a transaction sent anyway is still
        mined, fails and costs its fee. So Satchel closes every form in the prepare phase and says
        how many blocks remain until it reopens.
      </p>
    ),
  },
  {
    // docs/staking-pox-5.md#staking-model (updating a stake).
    question: 'Can I add STX, stay longer or switch pools?',
    answer: (
      <p>
        Yes, with one <strong>Update</strong>: it can extend the duration, add STX and move to
        another signer-manager at once, and the changes apply from the next cycle. The amount can
        never go down: to stake less, unstake and stake again, which costs a cycle.
      </p>
    ),
  },
  {
    // docs/staking-pox-5.md#rewards (rewards, claiming).
    question: 'How do I get my rewards?',
    answer: (
      <>
        <p>
          Rewards accrue per cycle and a cycle is complete once the next one has started. Claiming
          has two steps, both open to anyone: the signer-manager first pulls the cycle’s sBTC from
          pox-5, then pays each staker their share minus its fee. When the pull has not happened
          yet, Satchel sends it first; then the claim pays you.
        </p>
        <p>
          Managers that pay in BTC send the reward to the Bitcoin address you gave when staking.
          Satchel sends that address again with every update, because a manager forgets it when an
          update leaves it out.
        </p>
      </>
    ),
  },
  {
    // docs/staking-pox-5.md#signer-managers (no whitelist; registered and live grant).
    question: 'Can I use a signer-manager that is not listed?',
    answer: (
      <p>
        Yes: enter its contract id under <strong>Bring your own signer-manager</strong>. Satchel
        checks on chain that it is a signer-manager, that it is registered with pox-5 and that its
        signer key grant is live — pox-5 refuses stake to a manager without both — before offering
        it.
      </p>
    ),
  },
  {
    // docs/staking-pox-5.md#post-conditions (post-conditions).
    question: 'How is my wallet protected?',
    answer: (
      <p>
        Your keys stay in your wallet, which shows every transaction before you sign it. Each one
        Satchel prepares carries post-conditions in deny mode: a stake, for example, may lock
        exactly the amount you chose and nothing else, or the network refuses it.
      </p>
    ),
  },
  {
    // docs/staking-pox-5.md#staking-model (protocol bond) and docs/staking-pox-5.md#liquid-stacking
    // (liquid stacking).
    question: 'What about bonds and liquid stacking?',
    answer: (
      <p>
        Protocol bonds (STX paired with BTC or sBTC for 12 cycles) are open only to an allowlist and
        are not offered here. Stacking DAO’s stSTX is linked below with its live figures. LISA is
        not offered: we found no move of it to pox-5.
      </p>
    ),
  },
];

/** Questions about staking on PoX-5, prerendered with the page. */
export function StakingFaq() {
  return (
    <section className={styles.section} aria-labelledby="staking-faq-heading">
      <h2 id="staking-faq-heading">Questions</h2>
      {/* Text only, and <details> opens without script: kept as prerendered. */}
      <StaticContent className={styles.faq}>
        {FAQ.map((entry) => (
          <details key={entry.question} className={styles.faqItem}>
            <summary>{entry.question}</summary>
            <div className={styles.faqAnswer}>{entry.answer}</div>
          </details>
        ))}
      </StaticContent>
    </section>
  );
}
