#!/usr/bin/env node
// Production build: the client bundle, then a server build of src/entry-server.tsx used once to
// prerender each static page into HTML that the client hydrates. Usage:
//   node scripts/build.mjs [--mode e2e] [--outDir dist-e2e]
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/** The pages whose HTML can be known at build time (no wallet, no account data), with the
 * lazy route module each one shows, whose CSS must arrive with the HTML. */
const PRERENDERED_PAGES = {
  '/': undefined, // a redirect
  '/stacking': 'src/app/routes/stacking-route.tsx',
};

function readOption(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const mode = readOption('mode', 'production');
const outDir = path.resolve(readOption('outDir', 'dist'));
// Inside the project so the server build resolves packages from node_modules.
await fs.mkdir('node_modules/.cache', { recursive: true });
const ssrOutDir = await fs.mkdtemp(path.resolve('node_modules/.cache/satchel-prerender-'));

try {
  await build({ mode, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8'));
  await fs.rm(path.join(outDir, '.vite'), { recursive: true });
  await build({
    mode,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, sourcemap: false },
  });

  const { prerender } = await import(pathToFileURL(path.join(ssrOutDir, 'entry-server.js')).href);
  const template = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

  const redirects = {};
  for (const [pagePath, routeModule] of Object.entries(PRERENDERED_PAGES)) {
    const result = await prerender(`http://localhost${pagePath}`);
    if (result.kind === 'redirect') {
      redirects[pagePath] = { status: result.status, location: result.location };
      continue;
    }
    const css = [
      ...cssOf(manifest, 'index.html'),
      ...(routeModule ? cssOf(manifest, routeModule) : []),
    ];
    const html = await inlineStylesheets(template, [...new Set(css)], outDir);
    const file = path.join(outDir, pagePath.slice(1), 'index.html');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(
      file,
      html.replace('<div id="root"></div>', `<div id="root">${result.html}</div>`),
    );
  }
  // The server answers these with an HTTP redirect instead of a page (server/serve.mjs).
  await fs.writeFile(path.join(outDir, 'redirects.json'), JSON.stringify(redirects, null, 2));
  console.log(
    `Prerendered ${Object.keys(PRERENDERED_PAGES).join(', ')} into ${path.relative(process.cwd(), outDir)}/`,
  );
} finally {
  await fs.rm(ssrOutDir, { recursive: true, force: true });
}

/** The CSS files a manifest entry needs, including what its static imports need. */
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
  return result.replace('</head>', `  <style>${styles}</style>\n  </head>`);
}
