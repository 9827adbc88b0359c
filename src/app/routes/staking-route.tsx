import { StakingHub } from '@/features/staking/hub/staking-hub';
import { PageLayout } from '@/design-system/page-layout';

/** /staking — the hub. Everything a visitor sees is prerendered; live figures, the
 * cycle and the connected account's position load in the browser. */
export function Component() {
  return (
    <PageLayout
      title="Staking"
      lead={
        <>
          Put your STX to work on PoX-5. Stake them with a pool for 1 to 96 reward cycles: they stay
          in your own account, locked, and earn sBTC in every cycle their pool is in the signer set.
        </>
      }
    >
      <StakingHub />
    </PageLayout>
  );
}
