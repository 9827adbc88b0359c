import { SendStxForm } from '@/features/tools/send-stx-form';
import styles from './page.module.css';

/** /tools — the wallet's powers, one tool at a time (send STX first). */
export function Component() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Tools</h1>
      <p className={styles.lead}>
        Use your wallet directly. Satchel checks what you enter, your wallet shows the exact
        transaction, and nothing is signed until you approve it there.
      </p>
      <section className={styles.section} aria-labelledby="send-stx">
        <h2 id="send-stx">Send STX</h2>
        <SendStxForm />
      </section>
    </div>
  );
}
