import { Link, useParams } from 'react-router';
import styles from '../staking-page.module.css';

// Placeholder until the bring-your-own stake page lands from the flows work of issue 12.

/** /staking/manager/:contractId */
export function ManagerPage() {
  const { contractId = '' } = useParams();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Your signer-manager</h1>
      <p className={styles.lead}>
        Staking with <code>{contractId}</code> is not open in this version yet.
      </p>
      <p>
        <Link to="/staking">Back to Staking</Link>
      </p>
    </div>
  );
}
