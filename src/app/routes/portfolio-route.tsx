import { PortfolioPage } from '@/features/portfolio/portfolio-page';

/** /portfolio — what an account holds, what it is doing, and what happened (issue 14). */
export function Component() {
  return <PortfolioPage />;
}
