import type { ReactNode } from 'react';
import styles from './stacking-hub.module.css';

interface FaqEntry {
  question: string;
  answer: ReactNode;
}

// Native <details>: it works in the prerendered HTML before any script, and every browser
// and screen reader knows it as a disclosure.
const FAQ: readonly FaqEntry[] = [
  {
    question: 'What is stacking?',
    answer: (
      <p>
        Stacking locks STX for one or more reward cycles of about two weeks (2,100 Bitcoin blocks).
        While locked, they help secure the Stacks network and earn rewards paid by Bitcoin miners.
        Your STX never leave your wallet.
      </p>
    ),
  },
  {
    question: 'Pooled or liquid stacking?',
    answer: (
      <>
        <p>
          <strong>Pooled:</strong> you delegate to a pool, which locks your STX with everyone
          else’s. You need the pool’s minimum (40 to 200 STX), your STX are locked and can’t be
          spent, and rewards come in BTC or STX depending on the pool.
        </p>
        <p>
          <strong>Liquid:</strong> you deposit STX with a protocol (from 1 STX) and receive a token
          (stSTX, LiSTX) that grows with the rewards. You can hold, send or use the token at any
          time; getting STX back goes through the protocol and may take until the end of a cycle.
        </p>
      </>
    ),
  },
  {
    question: 'How long are my STX locked?',
    answer: (
      <p>
        A pool locks your STX at the start of the next cycle and keeps them locked cycle after cycle
        until your delegation ends — after the number of cycles you chose, or when you stop pooling.
        They unlock at the end of the last cycle they were locked for, not the moment you stop. Each
        position shows its unlock height and an approximate date.
      </p>
    ),
  },
  {
    question: 'What does stopping (revoking) do — and not do?',
    answer: (
      <>
        <p>
          Revoking the delegation tells pox-4 that the pool may no longer lock your STX for future
          cycles.
        </p>
        <p>
          It does <strong>not</strong> unlock STX that are already locked: they stay locked until
          the end of the current locking period, and then they unlock by themselves. Until then your
          position shows “Revoked while locked”.
        </p>
      </>
    ),
  },
  {
    question: 'What does it cost?',
    answer: (
      <p>
        Each transaction (allowing the pool’s contract, delegating, revoking, depositing) costs a
        small network fee, shown before you sign. Pools and protocols also keep a share of the
        rewards: the fee column above shows it when the source reports it.
      </p>
    ),
  },
  {
    question: 'What are the risks?',
    answer: (
      <ul>
        <li>Locked STX cannot be sold or sent until they unlock, whatever the price does.</li>
        <li>
          Rewards are not guaranteed: past yield depends on Bitcoin fees and how much is stacked.
        </li>
        <li>
          You rely on the pool to lock your STX and pay the rewards, and on the contracts of a
          liquid protocol to work as intended.
        </li>
      </ul>
    ),
  },
  {
    question: 'Can I stack with a Ledger?',
    answer: (
      <p>
        Yes. Connect your wallet with its Ledger account: each transaction is shown and confirmed on
        the device itself, and your keys never leave it.
      </p>
    ),
  },
];

export function StackingFaq() {
  return (
    <section className={styles.section} aria-labelledby="stacking-faq-heading">
      <h2 id="stacking-faq-heading">Questions</h2>
      <div className={styles.faq}>
        {FAQ.map(({ question, answer }) => (
          <details key={question} className={styles.faqItem}>
            <summary>{question}</summary>
            <div className={styles.faqAnswer}>{answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
