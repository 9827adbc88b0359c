import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REDIRECTS } from '#common/app-redirects.mjs';
import {
  hostHeadersFile,
  hostRedirectsFile,
  nginxBrotliConfig,
  nginxConfig,
  redirectRegex,
  writeDeployConfigs,
  type DeploySource,
} from './deploy-configs.mjs';
import { SERVER_LIMITS } from './serve.mjs';
import { createSiteRules, IMMUTABLE } from './site-rules.mjs';

const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self'",
  'X-Content-Type-Options': 'nosniff',
};
const ROUTES = [
  ...APP_REDIRECTS.map(({ from }) => from),
  '/staking',
  '/staking/pool/:slug',
  '/staking/manager/:contractId',
  '/tools',
  '/design-system',
];
const FILES = [
  'index.html',
  'index.html.br',
  '404.html',
  'staking/index.html',
  'staking/index.html.gz',
  'staking/pool/fast-pool/index.html',
  'tools/index.html',
  'favicon.svg',
  'changelog.xml',
  'assets/app-Bx3_k9Zq.js',
  'assets/app-Bx3_k9Zq.js.br',
  'assets/app-Bx3_k9Zq.js.map',
  'assets/style-AAAAbbbb.css',
  'routes.json',
  'redirects.json',
  'prerendered.json',
  'security-headers.json',
];
const PRERENDERED = {
  pages: ['/staking', '/staking/pool/fast-pool', '/tools'],
  clientRendered: ['/staking/manager/:contractId', '/design-system'],
};

function source(files: readonly string[] = FILES): DeploySource {
  return {
    rules: createSiteRules({
      files,
      routes: ROUTES,
      prerendered: PRERENDERED,
      redirects: APP_REDIRECTS,
    }),
    redirects: APP_REDIRECTS,
    routes: ROUTES,
    securityHeaders: SECURITY_HEADERS,
  };
}

describe('nginx', () => {
  /**
   * What nginx does with the generated redirect `if`s, in JavaScript: the first whose regex
   * matches `$request_uri` (case-insensitive, `~*`) returns its target with the captures and
   * the query filled in.
   */
  function firstRedirect(conf: string, requestUri: string) {
    const rules = [
      ...conf.matchAll(/if \(\$request_uri ~\* "(.+)"\) \{\n {4}return (\d{3}) "(.+)";/g),
    ];
    for (const [, quotedRegex = '', status, target = ''] of rules) {
      const match = new RegExp(quotedRegex.replace(/\\\\/g, '\\'), 'i').exec(requestUri);
      if (!match) continue;
      const query = requestUri.includes('?') ? requestUri.slice(requestUri.indexOf('?') + 1) : '';
      const location = target
        .replace(/\$(\d)/g, (_, index: string) => match[Number(index)] ?? '')
        .replace('$is_args', query ? '?' : '')
        .replace('$args', query);
      return { status: Number(status), location };
    }
    return undefined;
  }

  it('redirects each path where the router does, with the router’s most specific rule', () => {
    const { rules } = source();
    const conf = nginxConfig(source());
    const paths = [
      '/',
      '/?chain=testnet',
      '/stacking',
      '/stacking/',
      '/Stacking',
      '/stacking/pool/fast-pool',
      '/stacking/pool/fast-pool/active',
      '/stacking/pool/xverse-pool',
      '/stacking/pool/xverse-pool/active?a=1',
      '/stacking/pool/fast-pool-v2',
      '/stacking/pool/restake/active',
      '/stacking/pool/a%2Fb%3Fc',
      '/stacking/liquid/stacking-dao/increase?chain=testnet',
      '/stacking/anything/else/entirely',
      '/stackingx',
      '//stacking',
      '/stacking//pool/x',
      '/staking/stacking',
      '/staking',
    ];
    for (const requestUri of paths) {
      const queryAt = requestUri.indexOf('?');
      const rawPath = queryAt === -1 ? requestUri : requestUri.slice(0, queryAt);
      const search = queryAt === -1 ? '' : requestUri.slice(queryAt);
      expect(firstRedirect(conf, requestUri), requestUri).toEqual(rules.redirect(rawPath, search));
    }
  });

  it('anchors each redirect on the path as sent and captures one segment per parameter', () => {
    expect(redirectRegex('/stacking/pool/:slug/active')).toEqual({
      regex: '^(?![^?]*//)/stacking/pool/([^/?]+)/active/?(?:\\?|$)',
      names: ['slug'],
    });
    expect(new RegExp(redirectRegex('/stacking/*').regex).test('/stacking/a/b?c')).toBe(true);
    expect(new RegExp(redirectRegex('/a.b').regex).test('/axb')).toBe(false);
  });

  it('adds every security header once, at server level, to every answer', () => {
    const conf = nginxConfig(source());
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      const lines = conf.split('\n').filter((line) => line.startsWith(`add_header ${name} `));
      expect(lines, name).toEqual([`add_header ${name} "${value}" always;`]);
    }
    // An add_header inside a location would drop the inherited ones there.
    expect(conf).not.toMatch(/^\s+add_header/m);
  });

  it('gives an exact location to every file served as itself, immutable only if hashed', () => {
    const conf = nginxConfig(source());
    expect(conf).toContain(
      `location = "/assets/app-Bx3_k9Zq.js" { set $satchel_cache_control "${IMMUTABLE}"; }`,
    );
    expect(conf).toContain(
      `location = "/assets/style-AAAAbbbb.css" { set $satchel_cache_control "${IMMUTABLE}"; }`,
    );
    expect(conf).toContain('location = "/favicon.svg" { }');
    expect(conf).toContain('location = "/changelog.xml" { }');
    for (const never of ['.map', '.br', '.gz', 'routes.json', '404.html"']) {
      expect(conf, never).not.toMatch(new RegExp(`location = "[^"]*${never.replace('.', '\\.')}`));
    }
    expect(conf).toMatch(/types \{\n(?:.+\n)*? {4}text\/javascript js;/);
  });

  it('answers pages with their prerendered file and the rest of their patterns not at all', () => {
    const conf = nginxConfig(source());
    expect(conf).toContain(
      'location = "/staking/pool/fast-pool/" {\n    try_files "/staking/pool/fast-pool/index.html" =404;\n}',
    );
    expect(conf).toContain(
      'location = "/design-system" {\n    set $satchel_x_robots_tag "noindex";\n    try_files "/index.html" =404;\n}',
    );
    expect(conf).toContain('location ~* "^/staking/manager/(?!\\\\.)[^/]+/?$" {');
    // No pattern location for the pools: only the prerendered ones are pages.
    expect(conf).not.toContain('/staking/pool/(');
  });

  it('keeps serve.mjs’s timeouts', () => {
    const conf = nginxConfig(source());
    expect(conf).toContain(`client_header_timeout ${SERVER_LIMITS.headersTimeoutMs / 1000}s;`);
    expect(conf).toContain(`keepalive_timeout ${SERVER_LIMITS.keepAliveTimeoutMs / 1000}s;`);
  });

  it('refuses a header value that would break its line', () => {
    expect(() =>
      nginxConfig({ ...source(), securityHeaders: { 'X-Test': 'a\r\nSet-Cookie: b' } }),
    ).toThrow(/line break/);
  });

  it('writes brotli_static in a file of its own, for an nginx with the module', () => {
    expect(nginxBrotliConfig()).toMatch(/^brotli_static on;$/m);
  });
});

describe('_headers', () => {
  it('sends the security headers on every path and immutable caching on the hashed assets', () => {
    expect(hostHeadersFile(source())).toBe(
      [
        '# Generated by scripts/build.mjs from this build (server/deploy-configs.mjs): do not edit.',
        '/*',
        "  Content-Security-Policy: default-src 'self'; script-src 'self'",
        '  X-Content-Type-Options: nosniff',
        '/assets/*',
        `  Cache-Control: ${IMMUTABLE}`,
        '/design-system',
        '  X-Robots-Tag: noindex',
        '',
      ].join('\n'),
    );
  });

  it('names each hashed asset when another file under assets/ is not hashed', () => {
    const text = hostHeadersFile(source([...FILES, 'assets/logo.svg']));
    expect(text).not.toContain('/assets/*');
    expect(text).toContain(`/assets/app-Bx3_k9Zq.js\n  Cache-Control: ${IMMUTABLE}`);
    expect(text).not.toContain('/assets/logo.svg');
  });
});

describe('_redirects', () => {
  const CLOUDFLARE_STATUSES = new Set(['200', '301', '302', '303', '307', '308']);

  it('forces every redirect on Netlify, where a file would otherwise win (/ has index.html)', () => {
    const lines = hostRedirectsFile({ ...source(), host: 'netlify' }).split('\n');
    expect(lines).toContain('/                                   /staking 302!');
    expect(lines.filter((line) => / 30[12]!$/.test(line))).toHaveLength(APP_REDIRECTS.length);
  });

  it('writes only lines Cloudflare Pages accepts: 2 or 3 tokens and a plain status', () => {
    const text = hostRedirectsFile({ ...source(), host: 'cloudflare-pages' });
    const rules = text.split('\n').filter((line) => line && !line.startsWith('#'));
    for (const line of rules) {
      const tokens = line.split(/\s+/);
      expect(tokens, line).toHaveLength(3);
      expect(CLOUDFLARE_STATUSES.has(tokens[2] ?? ''), line).toBe(true);
      expect(line.length).toBeLessThan(1000);
    }
    // Cloudflare takes the topmost rule for a path: the most specific comes first.
    expect(
      rules.indexOf('/stacking/pool/:slug                /staking/pool/:slug 301'),
    ).toBeLessThan(rules.indexOf('/stacking/*                         /staking 301'));
  });

  it('answers the pages the build did not render with the app shell, and nothing else', () => {
    const text = hostRedirectsFile({ ...source(), host: 'cloudflare-pages' });
    const rewrites = text.split('\n').filter((line) => line.endsWith(' 200'));
    expect(rewrites.map((line) => line.split(/\s+/).slice(0, 2))).toEqual([
      ['/design-system', '/index.html'],
      ['/staking/manager/:contractId', '/index.html'],
    ]);
  });
});

describe('writeDeployConfigs', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'satchel-deploy-'));
    const dist = path.join(dir, 'dist');
    for (const file of FILES) {
      await fs.mkdir(path.dirname(path.join(dist, file)), { recursive: true });
      await fs.writeFile(path.join(dist, file), '');
    }
    await fs.writeFile(path.join(dist, 'routes.json'), JSON.stringify(ROUTES));
    await fs.writeFile(path.join(dist, 'redirects.json'), JSON.stringify(APP_REDIRECTS));
    await fs.writeFile(path.join(dist, 'prerendered.json'), JSON.stringify(PRERENDERED));
    await fs.writeFile(path.join(dist, 'security-headers.json'), JSON.stringify(SECURITY_HEADERS));
  });

  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('writes every host’s files beside the build, from the build’s own tables', async () => {
    const deploy = path.join(dir, 'dist-deploy');
    await fs.mkdir(deploy);
    await fs.writeFile(path.join(deploy, 'stale'), 'from an older build');
    const written = await writeDeployConfigs(path.join(dir, 'dist'), deploy);
    expect(written.sort()).toEqual([
      'cloudflare-pages/_headers',
      'cloudflare-pages/_redirects',
      'netlify/_headers',
      'netlify/_redirects',
      'nginx/satchel-brotli.conf',
      'nginx/satchel.conf',
    ]);
    await expect(fs.stat(path.join(deploy, 'stale'))).rejects.toThrow();
    expect(await fs.readFile(path.join(deploy, 'nginx/satchel.conf'), 'utf8')).toBe(
      nginxConfig(source([...FILES].sort())),
    );
    expect(await fs.readFile(path.join(deploy, 'netlify/_headers'), 'utf8')).toBe(
      hostHeadersFile(source()),
    );
  });
});
