/**
 * One redirect of the app: `from` is a router path pattern (`:name` parameters, a trailing `*`),
 * `to` the address it sends to, whose `:name` segments take the values matched in `from`. The
 * router turns each into a loader redirect and the build writes the list for the production
 * server (`redirects.json`, server/serve.mjs), so a link works the same with or without
 * JavaScript and both answer with the same status.
 * @typedef {object} AppRedirect
 * @property {string} from
 * @property {string} to
 * @property {301 | 302} status 302 while the target may change; 301 for the pox-4 addresses,
 *   which are gone for good.
 */

/**
 * The app's redirects. `/` is temporary: the home page is the staking hub today
 * (docs/product-decisions.md#staking-pages), which may change. Every pox-4 `/stacking…` address is
 * permanent and leads to its `/staking` equivalent. Pools are matched by their pox-4 slug: the ones
 * that kept their name go to their pox-5 page; renamed ones to their new slug; Restake, which has
 * no pox-5 signer-manager (docs/product-decisions.md#staking-pools), to the hub. The liquid pages
 * (pox-4 deposits) go to the hub's liquid section.
 * @type {readonly AppRedirect[]}
 */
export const APP_REDIRECTS = [
  { from: '/', to: '/staking', status: 302 },
  { from: '/stacking', to: '/staking', status: 301 },
  ...poolRedirects('xverse-pool', '/staking/pool/xverse'),
  ...poolRedirects('fast-pool-v2', '/staking/pool/fast-pool'),
  ...poolRedirects('restake', '/staking'),
  ...poolRedirects(':slug', '/staking/pool/:slug'),
  { from: '/stacking/liquid/*', to: '/staking#liquid', status: 301 },
  { from: '/stacking/*', to: '/staking', status: 301 },
];

/**
 * A pox-4 pool's page and its position page (`/active`) both lead to the pox-5 pool page.
 * @param {string} slug
 * @param {string} to
 * @returns {AppRedirect[]}
 */
function poolRedirects(slug, to) {
  return [
    { from: `/stacking/pool/${slug}`, to, status: 301 },
    { from: `/stacking/pool/${slug}/active`, to, status: 301 },
  ];
}

/**
 * The address a redirect sends to: its `:name` segments filled with the matched values (encoded
 * again, so a value cannot add a segment or a query), then the request's query, placed before
 * any `#fragment` of the target. The router and the production server both answer with it.
 * @param {string} to
 * @param {Readonly<Record<string, string | undefined>>} params
 * @param {string} search
 * @returns {string}
 */
export function redirectLocation(to, params, search) {
  const hashAt = to.indexOf('#');
  const path = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  const filled = path.replace(/:(\w+)/g, (_, /** @type {string} */ name) =>
    encodeURIComponent(params[name] ?? ''),
  );
  return `${filled}${search}${hash}`;
}
