#!/usr/bin/env node
// Production build: the client bundle, then a server build of src/entry-server.tsx used once to
// prerender each static page (and the not-found page) into HTML that the client hydrates, the
// router's page paths for the server, and brotli and gzip copies of every text file. Usage:
//   node scripts/build.mjs [--mode e2e] [--outDir dist-e2e]
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'vite';
/** @import { Manifest } from 'vite' */

/**
 * What this script uses of the server bundle built from src/entry-server.tsx (loaded at run
 * time, so typed here).
 * @typedef {object} EntryServer
 * @property {(url: string) => Promise<{ kind: 'page', html: string } | { kind: 'redirect' }>} prerender
 * @property {() => string[]} pagePathPatterns
 * @property {readonly string[]} TOOL_SLUGS
 * @property {readonly string[]} POOL_SLUGS
 * @property {readonly string[]} CHANGELOG_SLUGS
 */
import { APP_REDIRECTS } from '#common/app-redirects.mjs';
import { COMPRESSED_VARIANTS, COMPRESSIBLE_EXTENSIONS } from '../server/compressed-variants.mjs';

/**
 * The pages whose HTML can be known at build time, with the lazy route module each one shows
 * (its CSS must arrive with the HTML): each tool's page too, from the tools' list, and
 * each listed pool's page and the position page, from the pools' list. The bench
 * (scripts/bench.mjs) measures each of them, from the list the build writes (prerendered.json).
 *
 * Left client-rendered on purpose: `/staking/manager/:contractId` takes any contract id, so
 * there is no finite set of its pages to render ahead (its shell is the app's index.html), and
 * `/design-system`, a developer's gallery kept out of the nav whose samples are hundreds of KB.
 * Each changelog entry too, from the entries the build read.
 * @param {{ toolSlugs: readonly string[], poolSlugs: readonly string[], changelogSlugs: readonly string[] }} slugs
 * @returns {Record<string, string>} page path → route module
 */
function prerenderedPages({ toolSlugs, poolSlugs, changelogSlugs }) {
  return {
    '/staking': 'src/app/routes/staking-route.tsx',
    ...Object.fromEntries(
      poolSlugs.map((slug) => [`/staking/pool/${slug}`, 'src/app/routes/staking-pool-route.tsx']),
    ),
    // A wallet-neutral frame (heading, placeholder): the wallet's part comes after hydration, so
    // the HTML matches whatever the browser has stored (React #418, e2e/sbtc-devnet.spec.ts).
    '/staking/position': 'src/app/routes/staking-position-route.tsx',
    '/sbtc': 'src/app/routes/sbtc-route.tsx',
    '/portfolio': 'src/app/routes/portfolio-route.tsx',
    '/tools': 'src/app/routes/tools-route.tsx',
    ...Object.fromEntries(
      toolSlugs.map((slug) => [`/tools/${slug}`, `src/app/routes/tools/${slug}-route.tsx`]),
    ),
    '/changelog': 'src/app/routes/changelog-route.tsx',
    ...Object.fromEntries(
      changelogSlugs.map((slug) => [
        `/changelog/${slug}`,
        'src/app/routes/changelog-entry-route.tsx',
      ]),
    ),
  };
}

/** The router's page patterns that have no prerendered page, each for a reason given above;
 * written with the list, so the bench's "every route prerendered" knows they are meant. */
const CLIENT_RENDERED_PATTERNS = ['/staking/manager/:contractId', '/design-system'];

/** The router's catch-all page, prerendered once and sent by the server with every 404. */
const NOT_FOUND_PAGE = {
  file: '404.html',
  // Any path the router gives to its `*` route.
  url: '/__satchel-not-found__',
  routeModule: 'src/app/routes/not-found-route.tsx',
};

/**
 * @param {string} name
 * @param {string} fallback
 * @returns {string}
 */
function readOption(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : /** @type {string} */ (process.argv[index + 1]);
}

const mode = readOption('mode', 'production');
const outDir = path.resolve(readOption('outDir', 'dist'));
// Inside the project so the server build resolves packages from node_modules.
await fs.mkdir('node_modules/.cache', { recursive: true });
const ssrOutDir = await fs.mkdtemp(path.resolve('node_modules/.cache/satchel-prerender-'));

try {
  await build({ mode, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  /** @type {unknown} */
  const parsedManifest = JSON.parse(await fs.readFile(manifestFile, 'utf8'));
  const manifest = /** @type {Manifest} */ (parsedManifest);
  await fs.rm(path.join(outDir, '.vite'), { recursive: true });
  await build({
    mode,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, sourcemap: false },
  });

  /** @type {unknown} */
  const entryServer = await import(pathToFileURL(path.join(ssrOutDir, 'entry-server.js')).href);
  const { prerender, pagePathPatterns, TOOL_SLUGS, POOL_SLUGS, CHANGELOG_SLUGS } =
    /** @type {EntryServer} */ (entryServer);
  const template = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

  /**
   * Writes a prerendered page into the template, with the CSS it needs inlined.
   * @param {string} file
   * @param {string} pageHtml
   * @param {string | undefined} routeModule
   * @param {string} [rootAttributes] added to `#root`, e.g. ` data-prerendered="not-found"`
   */
  async function writePage(file, pageHtml, routeModule, rootAttributes = '') {
    const css = [
      ...cssOf(manifest, 'index.html'),
      ...(routeModule ? cssOf(manifest, routeModule) : []),
    ];
    const html = await inlineStylesheets(template, [...new Set(css)], outDir);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(
      file,
      html.replace('<div id="root"></div>', `<div id="root"${rootAttributes}>${pageHtml}</div>`),
    );
  }

  const PRERENDERED_PAGES = prerenderedPages({
    toolSlugs: TOOL_SLUGS,
    poolSlugs: POOL_SLUGS,
    changelogSlugs: CHANGELOG_SLUGS,
  });
  for (const [pagePath, routeModule] of Object.entries(PRERENDERED_PAGES)) {
    const result = await prerender(`http://localhost${pagePath}`);
    if (result.kind !== 'page') throw new Error(`${pagePath} redirects; it cannot be prerendered`);
    await writePage(path.join(outDir, pagePath.slice(1), 'index.html'), result.html, routeModule);
  }
  const notFound = await prerender(`http://localhost${NOT_FOUND_PAGE.url}`);
  if (notFound.kind !== 'page') throw new Error(`${NOT_FOUND_PAGE.url} is not the not-found page`);
  await writePage(
    path.join(outDir, NOT_FOUND_PAGE.file),
    notFound.html,
    NOT_FOUND_PAGE.routeModule,
    // The server also sends it for an unknown pool or changelog entry, whose own page the
    // router shows there: the mark tells the app to render over it, not hydrate it
    // (src/app/boot/prerendered-document.ts).
    ' data-prerendered="not-found"',
  );

  // The router's redirects (common/app-redirects.mjs): the server answers them with an HTTP
  // redirect instead of a page (server/serve.mjs), so old links work before any script.
  await fs.writeFile(path.join(outDir, 'redirects.json'), JSON.stringify(APP_REDIRECTS, null, 2));
  // The router's page paths, from its own route definitions: any other path is a 404.
  await fs.writeFile(path.join(outDir, 'routes.json'), JSON.stringify(pagePathPatterns(), null, 2));
  // What was prerendered, for the bench (scripts/bench.mjs), which measures every page of it.
  await fs.writeFile(
    path.join(outDir, 'prerendered.json'),
    JSON.stringify(
      { pages: Object.keys(PRERENDERED_PAGES), clientRendered: CLIENT_RENDERED_PATTERNS },
      null,
      2,
    ),
  );
  const compressed = await precompress(outDir);
  // Other hosts' configurations from the same answers as server/serve.mjs, beside the build
  // (never inside it, where a server of dist/ could send them): docs/deploy.md. Imported here,
  // not at the top: it loads react-router and so React, which must first be loaded by the
  // prerender above, in production mode, or React and react-dom/server would disagree.
  const { DEPLOY_DIR_SUFFIX, writeDeployConfigs } = await import('../server/deploy-configs.mjs');
  const deployDir = outDir + DEPLOY_DIR_SUFFIX;
  await writeDeployConfigs(outDir, deployDir);
  console.log(
    `Prerendered ${[...Object.keys(PRERENDERED_PAGES), NOT_FOUND_PAGE.file].join(', ')} and compressed ${compressed} files in ${path.relative(process.cwd(), outDir)}/; deployment configurations in ${path.relative(process.cwd(), deployDir)}/`,
  );
} finally {
  await fs.rm(ssrOutDir, { recursive: true, force: true });
}

/**
 * The CSS files a manifest entry needs, including what its static imports need.
 * @param {Manifest} manifest
 * @param {string} key
 * @param {Set<string>} [seen]
 * @returns {string[]}
 */
function cssOf(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((imported) => cssOf(manifest, imported, seen)),
  ];
}

/**
 * Puts the page's CSS in the HTML itself: one round trip fewer before the first paint, and the
 * lazy page's styles are there when its prerendered markup is shown. The CSP allows inline
 * styles (docs/decisions/0002-security-headers.md); scripts stay external.
 * @param {string} html
 * @param {string[]} cssFiles
 * @param {string} outDir
 */
async function inlineStylesheets(html, cssFiles, outDir) {
  let result = html;
  let styles = '';
  for (const cssFile of cssFiles) {
    styles += await fs.readFile(path.join(outDir, cssFile), 'utf8');
    result = result.replace(
      new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${cssFile}"[^>]*>`),
      '',
    );
  }
  // A disabled stylesheet link is never fetched, but Vite's preload helper finds it by its href
  // and so neither requests that file again when the page's lazy route is imported nor waits
  // for it before hydration (a round trip on a slow network, and a style recalculation).
  const markers = cssFiles
    .map((cssFile) => `  <link rel="stylesheet" href="/${cssFile}" disabled>\n`)
    .join('');
  return result.replace('</head>', `  <style>${styles}</style>\n${markers}  </head>`);
}

/**
 * Highest settings: compressed once here, sent many times.
 * @param {string} encoding
 * @param {Buffer} data
 * @returns {Promise<Buffer>}
 */
function compress(encoding, data) {
  if (encoding === 'br') {
    return promisify(zlib.brotliCompress)(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
  }
  return promisify(zlib.gzip)(data, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/**
 * Writes `file.br` and `file.gz` beside every text file, so the server sends them as they are
 * instead of compressing per request. A copy that would not be smaller is not written; the
 * server then sends the file itself. Returns how many files got copies.
 * @param {string} dir
 */
async function precompress(dir) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE_EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = await fs.readFile(file);
      let wrote = false;
      for (const { encoding, suffix } of COMPRESSED_VARIANTS) {
        const variant = await compress(encoding, data);
        if (variant.length < data.length) {
          await fs.writeFile(file + suffix, variant);
          wrote = true;
        }
      }
      if (wrote) count += 1;
    }),
  );
  return count;
}
