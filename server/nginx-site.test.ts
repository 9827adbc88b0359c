// The generated nginx configuration, run for real: Debian's nginx serves the production build
// (dist/, from `npm run build`, which also writes dist-deploy/) and answers every row of
// server/site-expectations.ts, the same rows server/serve.mjs answers (serve-site.test.ts).
// Skipped only where nginx is genuinely unavailable and cannot be installed (not root) outside
// CI; in CI, or as root, a missing nginx fails.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOY_DIR_SUFFIX } from './deploy-configs.mjs';
import {
  HOSTILE_HEADERS,
  HOSTILE_METHODS,
  HOSTILE_TARGETS,
  hostileRequestLine,
} from './hostile-requests';
import { nginxUnavailable, startNginx, type RunningNginx } from './nginx-test-support';
import { rawExchange } from './serve-test-support';
import { expectSiteServed } from './site-expectations';

const DIST = path.resolve('dist');
const DEPLOY = DIST + DEPLOY_DIR_SUFFIX;

const unavailable = nginxUnavailable();
// Root can install it (scripts/ensure-nginx.sh, run by `npm run test:node`), and CI must test it.
if (unavailable && (process.env['CI'] === 'true' || process.getuid?.() === 0)) {
  throw new Error(`the nginx tests must run here: ${unavailable}`);
}
if (unavailable) console.warn(`Skipping the nginx tests: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('nginx with the generated configuration', () => {
  let nginx: RunningNginx;

  beforeAll(async () => {
    if (!existsSync(path.join(DIST, 'index.html')) || !existsSync(DEPLOY)) {
      throw new Error('run `npm run build` first: these tests serve dist/ with dist-deploy/nginx/');
    }
    nginx = await startNginx(DIST, DEPLOY);
  });

  afterAll(async () => {
    await nginx.close();
  });

  it('answers every row of the site’s expectations', async () => {
    await expectSiteServed(nginx.url, DIST, 'nginx');
  });

  it('answers hostile request lines without a 5xx, and keeps serving', async () => {
    const failures: string[] = [];
    const requests = [
      ...HOSTILE_METHODS.flatMap((method) =>
        HOSTILE_TARGETS.map((target) => ({
          label: `${method} ${target}`,
          bytes: hostileRequestLine(method, target),
        })),
      ),
      ...HOSTILE_HEADERS.map((header) => ({
        label: header.slice(0, 60),
        bytes: Buffer.from(
          `GET /staking HTTP/1.1\r\nHost: x\r\n${header}\r\nConnection: close\r\n\r\n`,
          'latin1',
        ),
      })),
    ];
    for (let start = 0; start < requests.length; start += 8) {
      const batch = requests.slice(start, start + 8);
      const answers = await Promise.all(batch.map(({ bytes }) => rawExchange(nginx.port, bytes)));
      answers.forEach((answer, index) => {
        const label = batch[index]?.label.slice(0, 80);
        if (answer.status === undefined) failures.push(`${label}: no answer`);
        else if (answer.status >= 500) failures.push(`${label}: ${answer.status}`);
      });
    }
    expect(failures).toEqual([]);
    expect(await nginx.errorLog()).not.toMatch(/\[(crit|alert|emerg)\]/);
    const normal = await rawExchange(nginx.port, hostileRequestLine('GET', '/staking'));
    expect(normal.status).toBe(200);
  });
});
