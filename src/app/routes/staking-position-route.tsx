import { PositionPage } from '@/features/staking/position/position-page';

/** /staking/position — the connected account's position, its rewards and its actions. */
export function Component() {
  return <PositionPage />;
}
