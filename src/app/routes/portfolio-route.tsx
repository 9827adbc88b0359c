import { ConnectControl } from '@/features/connect/connect-control';
import { PortfolioPage } from '@/features/portfolio/portfolio-page';

/** /portfolio — what an account holds, what it is doing, and what happened. The
 * visitor's Connect is the header's own control: the app composes the two features. */
export function Component() {
  return <PortfolioPage connectControl={<ConnectControl />} />;
}
