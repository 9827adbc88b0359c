#!/usr/bin/env node
// The first-load floor of the stack (docs/decisions/0009-first-load.md,
// docs/decisions/0015-declarative-router.md): what React, React DOM, React Router, TanStack Query
// and jotai weigh, gzip level 9 like
// perf-measure's build-stats, when a page imports only the parts of them Satchel's first load
// uses and nothing of its own. Each variant is bundled on its own by Vite (production, minified,
// tree-shaken), so the figure is the libraries' cost alone, whatever our code does.
// Usage: node scripts/bench-framework-floor.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
/** @import { Rolldown } from 'vite' */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside the project, so the entries resolve the project's own node_modules.
const scratch = path.join(root, 'node_modules', '.cache', 'framework-floor');

const REACT = `import { hydrateRoot } from 'react-dom/client';
import { createElement, StrictMode, Suspense, lazy } from 'react';`;
const QUERY_AND_JOTAI = `import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { Provider, atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';`;
const QUERY_AND_JOTAI_NAMES =
  'QueryClient, QueryClientProvider, useQuery, useQueryClient, Provider, atom, useAtom, useAtomValue, useSetAtom, atomWithStorage';
const ROUTER_HOOKS = 'Link, NavLink, Outlet, useLocation, useNavigate, useParams, useSearchParams';

const VARIANTS = [
  {
    name: 'React + React DOM',
    source: `${REACT}\nwindow.floor = [hydrateRoot, createElement, StrictMode, Suspense, lazy];`,
  },
  {
    // The data router with lazy routes, which the app used until decision 0015.
    name: '+ data router, Query, jotai',
    source: `${REACT}
import { createBrowserRouter, RouterProvider, matchRoutes, redirect, useRouteError, isRouteErrorResponse, ${ROUTER_HOOKS} } from 'react-router';
${QUERY_AND_JOTAI}
window.floor = [hydrateRoot, createElement, StrictMode, Suspense, lazy, createBrowserRouter, RouterProvider, matchRoutes, redirect, useRouteError, isRouteErrorResponse, ${ROUTER_HOOKS}, ${QUERY_AND_JOTAI_NAMES}];`,
  },
  {
    // What the app uses (src/app/router.tsx): React Router's declarative mode.
    name: '+ declarative router, Query, jotai',
    source: `${REACT}
import { BrowserRouter, useRoutes, Navigate, matchRoutes, ${ROUTER_HOOKS} } from 'react-router';
${QUERY_AND_JOTAI}
window.floor = [hydrateRoot, createElement, StrictMode, Suspense, lazy, BrowserRouter, useRoutes, Navigate, matchRoutes, ${ROUTER_HOOKS}, ${QUERY_AND_JOTAI_NAMES}];`,
  },
];

fs.rmSync(scratch, { recursive: true, force: true });
fs.mkdirSync(scratch, { recursive: true });
console.log('First-load floor (KB gzip -9, 1 KB = 1024 bytes, as perf-measure counts):');
for (const [index, variant] of VARIANTS.entries()) {
  const entry = path.join(scratch, `entry-${index}.js`);
  fs.writeFileSync(entry, variant.source);
  const output = await build({
    configFile: false,
    root: scratch,
    logLevel: 'error',
    mode: 'production',
    build: { write: false, target: 'es2022', rolldownOptions: { input: entry } },
  });
  // Without `watch`, a build returns its output, never a watcher.
  const outputs = /** @type {Rolldown.RolldownOutput | Rolldown.RolldownOutput[]} */ (output);
  const chunks = (Array.isArray(outputs) ? outputs : [outputs]).flatMap((result) => result.output);
  const bytes = chunks
    .filter((chunk) => chunk.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  console.log(`  ${variant.name.padEnd(48)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
}
fs.rmSync(scratch, { recursive: true, force: true });
