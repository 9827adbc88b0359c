// server/serve.mjs serving the production build (dist/, from `npm run build`) answers every row
// of server/site-expectations.ts, the same rows nginx with the generated configuration answers
// (nginx-site.test.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startServer } from './serve.mjs';
import { expectSiteServed } from './site-expectations';

const DIST = path.resolve('dist');

describe('server/serve.mjs on the production build', () => {
  let served: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    if (!existsSync(path.join(DIST, 'index.html'))) {
      throw new Error('run `npm run build` first: these tests serve dist/');
    }
    served = await startServer({ dir: DIST, port: 0, log: () => {} });
  });

  afterAll(async () => {
    await served.close();
  });

  it('answers every row of the site’s expectations', async () => {
    await expectSiteServed(served.url, DIST, 'serve');
  });
});
