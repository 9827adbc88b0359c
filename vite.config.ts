import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { buildSecurityHeaders } from './server/security-headers.mjs';
import { parseCustomApiOrigins } from './src/config/custom-api-origins.ts';
import { parseEnv } from './src/config/env-schema.ts';
import { isDevnetBuild } from './src/config/devnet-build.ts';
import { changelogPlugin } from './scripts/changelog-plugin.ts';

/** Writes the headers this bundle must be served with, computed from the same env it was
 * built with, so the CSP's connect-src names exactly the analytics hosts, custom Stacks API
 * origins and (in a build for the devnet) the local node compiled in. */
function securityHeadersFile(env: Record<string, string>): Plugin {
  return {
    name: 'satchel-security-headers',
    apply: 'build',
    generateBundle() {
      const headers = buildSecurityHeaders({
        segmentWriteKey: env.VITE_SEGMENT_WRITE_KEY,
        segmentCdnUrl: env.VITE_SEGMENT_CDN_URL,
        segmentApiHost: env.VITE_SEGMENT_API_HOST,
        // The same parser the app uses, so the UI refuses exactly what the CSP would block.
        customApiOrigins: parseCustomApiOrigins(env.VITE_CUSTOM_API_ORIGINS),
        // The same rule that decides whether the app offers devnet and mocknet.
        devnet: isDevnetBuild(env),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'security-headers.json',
        source: JSON.stringify(headers, null, 2),
      });
    },
  };
}

/** Where `npm run serve` answers; a deployment sets SATCHEL_SITE_URL to its own origin. */
const DEFAULT_SITE_URL = 'http://127.0.0.1:4173';

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickViteEnv(process.env) };
  return {
    // The env parsed here, once, with the app's own schema (src/config/env.ts reads it): the
    // browser gets the result, not the parser.
    define: { __SATCHEL_ENV__: JSON.stringify(parseEnv(env)) },
    plugins: [
      react(),
      securityHeadersFile(env),
      changelogPlugin({
        dir: fileURLToPath(new URL('./changelog', import.meta.url)),
        // RSS links are absolute: the public origin the build is deployed at.
        siteUrl: process.env.SATCHEL_SITE_URL ?? DEFAULT_SITE_URL,
      }),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    // Hidden: the maps are written for error tooling but not referenced from the bundle, and the
    // server never sends them (server/serve.mjs).
    build: {
      target: 'es2022',
      sourcemap: 'hidden',
      // No polyfill: every browser we target but Safari < 17 supports module preloads, and the
      // polyfill watches every DOM change of the page with a MutationObserver (work at
      // load). Where preloads are unsupported, imports still load, one after another.
      modulePreload: { polyfill: false },
      // Strict order: grouped chunks otherwise run modules out of import order, and
      // app/boot/configure-zod must run before any schema exists (e2e/csp.spec.ts caught it).
      rolldownOptions: isSsrBuild
        ? {}
        : { output: { codeSplitting: firstLoadChunks(), strictExecutionOrder: true } },
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
  };
});

/** Chunk groups (docs/decisions/0009-first-load.md): a few files on the first load instead of
 * dozens of tiny ones, while each page's own code stays in its route chunk. */
function firstLoadChunks() {
  return {
    groups: [
      {
        // What every page hydrates with: React, the router, TanStack Query and jotai.
        name: 'framework',
        test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|jotai)[\\/]/,
        tags: ['$initial' as const],
        priority: 3,
      },
      {
        // The rest of what the entry imports statically: the shell (layout, header, providers).
        name: 'shell',
        // Not the entry itself: it awaits the page's route chunk before hydrating (top-level
        // await), so it stays a small chunk of its own that no route chunk imports from.
        test: (id: string) => !/[\\/]src[\\/]main\.tsx$/.test(id),
        tags: ['$initial' as const],
        priority: 2,
      },
      {
        // What several pages build on, loaded with the first page that needs it: the Stacks
        // libraries, our Stacks API and wallet layers, zod and the Radix primitives.
        name: 'lower-layers',
        test: /[\\/]node_modules[\\/](@stacks|@noble|@scure|c32check|zod|radix-ui|@radix-ui)[\\/]|[\\/]src[\\/](stacks|wallet|design-system|lib|config)[\\/]/,
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
}

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key.startsWith('VITE_') && value !== undefined) picked[key] = value;
  }
  return picked;
}
