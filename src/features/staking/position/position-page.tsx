import { Link } from 'react-router';
import styles from '../staking-page.module.css';

// Placeholder until the position page (status, rewards chart, update, unstake, claim) lands
// from the flows work of issue 12.

/** /staking/position */
export function PositionPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Your position</h1>
      <p className={styles.lead}>Your position’s page is not open in this version yet.</p>
      <p>
        <Link to="/staking">Back to Staking</Link>
      </p>
    </div>
  );
}
