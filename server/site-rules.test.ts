import { describe, expect, it } from 'vitest';
import { APP_REDIRECTS } from '#common/app-redirects.mjs';
import {
  BUILD_ONLY_FILES,
  contentTypeOf,
  createSiteRules,
  IMMUTABLE,
  isImmutableAsset,
  isNeverServed,
  NO_CACHE,
  normalizeRequestPath,
  NOT_INDEXED_PAGES,
} from './site-rules.mjs';

/** The shape of a real build (dist/ after `npm run build`), cut down. */
const rules = createSiteRules({
  files: [
    'index.html',
    'index.html.br',
    '404.html',
    'routes.json',
    'prerendered.json',
    'redirects.json',
    'security-headers.json',
    'favicon.svg',
    'mockServiceWorker.js',
    'changelog.xml',
    'assets/index-DSID_NGM.js',
    'assets/index-DSID_NGM.js.br',
    'assets/index-DSID_NGM.js.gz',
    'assets/index-DSID_NGM.js.map',
    'assets/plain.js',
    'staking/index.html',
    'staking/pool/fast-pool/index.html',
    'changelog/index.html',
    'changelog/sbtc/index.html',
    '.env',
    '.well-known/security.txt',
  ],
  routes: [
    ...APP_REDIRECTS.map((redirect) => redirect.from),
    '/staking',
    '/staking/pool/:slug',
    '/staking/manager/:contractId',
    '/tools',
    '/changelog',
    '/changelog/:slug',
    '/design-system',
  ],
  prerendered: {
    pages: ['/staking', '/staking/pool/fast-pool', '/changelog', '/changelog/sbtc'],
    clientRendered: ['/staking/manager/:contractId', '/design-system'],
  },
  redirects: APP_REDIRECTS,
});

describe('normalizeRequestPath', () => {
  it('removes dot segments as RFC 3986 §5.2.4 does, keeping empty segments', () => {
    const cases: [string, string | undefined][] = [
      ['/', '/'],
      ['/staking', '/staking'],
      ['/tools/', '/tools/'],
      ['/assets/../index.html', '/index.html'],
      ['/a/./b', '/a/b'],
      ['/a/b/..', '/a/'],
      ['/a/.', '/a/'],
      ['//', '//'],
      ['/a//b/../c', '/a//c'],
      ['/..', undefined],
      ['/a/../..', undefined],
      ['/.well-known/x', '/.well-known/x'],
      ['/...', '/...'],
    ];
    for (const [input, expected] of cases)
      expect(normalizeRequestPath(input), input).toBe(expected);
  });
});

describe('files', () => {
  it('calls immutable only what Vite named by its content under assets/', () => {
    expect(isImmutableAsset('assets/index-DSID_NGM.js')).toBe(true);
    expect(isImmutableAsset('assets/account-button-DKo1sb3r.css')).toBe(true);
    expect(isImmutableAsset('assets/plain.js')).toBe(false);
    expect(isImmutableAsset('index.html')).toBe(false);
    expect(isImmutableAsset('mockServiceWorker.js')).toBe(false);
    expect(isImmutableAsset('other/index-DSID_NGM.js')).toBe(false);
  });

  it('never serves maps, compressed copies, the build’s tables or dotfiles', () => {
    for (const file of [
      'assets/index-DSID_NGM.js.map',
      'assets/index-DSID_NGM.js.br',
      'index.html.gz',
      '404.html',
      'routes.json',
      'security-headers.json',
      '.env',
      '.well-known/security.txt',
      'assets/.x.js',
      'README',
    ]) {
      expect(isNeverServed(file), file).toBe(true);
    }
    expect(isNeverServed('favicon.svg')).toBe(false);
    for (const file of BUILD_ONLY_FILES) expect(rules.answer(`/${file}`).status, file).toBe(404);
  });

  it('types each file by its extension, unknown ones as bytes', () => {
    expect(contentTypeOf('assets/index-DSID_NGM.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('changelog.xml')).toBe('application/rss+xml; charset=utf-8');
    expect(contentTypeOf('staking/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('examples/counter.clar')).toBe('application/octet-stream');
  });

  it('lists every file served as itself with its caching', () => {
    expect(rules.servedFiles.map((file) => [file.path, file.cacheControl])).toEqual([
      ['/index.html', NO_CACHE],
      ['/favicon.svg', NO_CACHE],
      ['/mockServiceWorker.js', NO_CACHE],
      ['/changelog.xml', NO_CACHE],
      ['/assets/index-DSID_NGM.js', IMMUTABLE],
      ['/assets/plain.js', NO_CACHE],
      ['/staking/index.html', NO_CACHE],
      ['/staking/pool/fast-pool/index.html', NO_CACHE],
      ['/changelog/index.html', NO_CACHE],
      ['/changelog/sbtc/index.html', NO_CACHE],
    ]);
    expect(rules.encodingsOf('assets/index-DSID_NGM.js').map((v) => v.encoding)).toEqual([
      'br',
      'gzip',
    ]);
    expect(rules.encodingsOf('favicon.svg')).toEqual([]);
  });
});

describe('pages', () => {
  it('lists each page with its file, and the patterns that take any value', () => {
    expect(rules.pages.map((page) => [page.path, page.file])).toEqual([
      ['/staking', 'staking/index.html'],
      ['/staking/pool/fast-pool', 'staking/pool/fast-pool/index.html'],
      ['/tools', 'index.html'],
      ['/changelog', 'changelog/index.html'],
      ['/changelog/sbtc', 'changelog/sbtc/index.html'],
      ['/design-system', 'index.html'],
    ]);
    expect(rules.shellPatterns).toEqual(['/staking/manager/:contractId']);
    for (const path of NOT_INDEXED_PAGES) {
      expect(rules.pages.find((page) => page.path === path)?.headers, path).toEqual({
        'X-Robots-Tag': 'noindex',
      });
      expect(rules.answer(path), path).toMatchObject({ headers: { 'X-Robots-Tag': 'noindex' } });
    }
    expect(rules.answer('/staking')).toMatchObject({ status: 200, headers: {} });
    expect(rules.answer('/staking')).not.toHaveProperty(['headers', 'X-Robots-Tag']);
  });

  it('answers a slug the build prerendered, and 404 for any other', () => {
    expect(rules.answer('/staking/pool/fast-pool')).toMatchObject({ status: 200 });
    expect(rules.answer('/changelog/sbtc/')).toMatchObject({
      status: 200,
      file: 'changelog/sbtc/index.html',
    });
    for (const unknown of ['/staking/pool/x', '/changelog/x', '/staking/pool/FAST-POOL']) {
      expect(rules.answer(unknown), unknown).toMatchObject({ status: 404, file: '404.html' });
    }
    // Any contract id: the page checks it on chain.
    expect(rules.answer('/staking/manager/SP000.any')).toMatchObject({
      status: 200,
      file: 'index.html',
    });
  });

  it('decides caching from the file sent, not from the path asked', () => {
    const index = normalizeRequestPath(decodeURIComponent('/assets/..%2findex.html'));
    expect(rules.answer(index ?? '')).toMatchObject({ file: 'index.html', cacheControl: NO_CACHE });
    expect(rules.answer('/assets/index-DSID_NGM.js')).toMatchObject({ cacheControl: IMMUTABLE });
    expect(rules.answer('/assets/plain.js')).toMatchObject({ cacheControl: NO_CACHE });
  });

  it('answers dotfiles and empty segments with the not-found page', () => {
    for (const hidden of ['/.env', '/.well-known/security.txt', '//', '//favicon.svg']) {
      expect(rules.answer(hidden), hidden).toMatchObject({ kind: 'not-found', status: 404 });
    }
    expect(rules.answer('/assets/nope.js')).toEqual({
      kind: 'missing-file',
      status: 404,
      cacheControl: NO_CACHE,
    });
  });

  it('redirects on the path as sent, before any other rule', () => {
    expect(rules.redirect('/stacking/pool/xverse-pool', '?a=1')).toEqual({
      status: 301,
      location: '/staking/pool/xverse?a=1',
    });
    expect(rules.redirect('//stacking', '')).toBeUndefined();
    expect(rules.answer('/stacking')).toMatchObject({ status: 404 });
  });
});
