import { ManagerPage } from '@/features/staking/pool/manager-page';

/** /staking/manager/:contractId — stake with a signer-manager of one's own (bring your own). */
export function Component() {
  return <ManagerPage />;
}
