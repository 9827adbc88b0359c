import { TOOL_SLUGS, type ToolSlug } from '@/config/tools';
import { routes } from '@/lib/routes';
import { pageRoute, type AppRoute, type PageLoader } from './app-route';

/** Each tool's page in its own chunk (its code loaded only on its route). Vite needs
 * each import written out; the record's type makes a missing tool a type error. */
const TOOL_ROUTE_MODULES: Record<ToolSlug, PageLoader> = {
  'send-stx': () => import('./routes/tools/send-stx-route'),
  'send-token': () => import('./routes/tools/send-token-route'),
  'send-nft': () => import('./routes/tools/send-nft-route'),
  'send-bitcoin': () => import('./routes/tools/send-bitcoin-route'),
  'sign-message': () => import('./routes/tools/sign-message-route'),
  'verify-message': () => import('./routes/tools/verify-message-route'),
  'deploy-contract': () => import('./routes/tools/deploy-contract-route'),
  'call-contract': () => import('./routes/tools/call-contract-route'),
  'sign-psbt': () => import('./routes/tools/sign-psbt-route'),
  wallet: () => import('./routes/tools/wallet-route'),
};

/** `/tools/<slug>` for every tool; any other `/tools/…` path falls to the not-found page. */
export const toolRoutes: AppRoute[] = TOOL_SLUGS.map((slug) =>
  pageRoute(routes.tool(slug).slice(1), TOOL_ROUTE_MODULES[slug]),
);
