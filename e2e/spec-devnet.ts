import { startDevnet } from '../devnet/server.mjs';
import { expect, test } from './fixtures';

// The devnet a devnet spec runs against, in the spec's own process, on the port the app knows as
// devnet's (3999): the `devnet` project of playwright.config.ts runs one such file at a time.

export type StartedDevnet = Awaited<ReturnType<typeof startDevnet>>;

/**
 * Starts a devnet before the file's first test and closes it after its last. It mines only when
 * told (`POST /_devnet/mine`), so "pending" is observable. `resetBeforeEach` gives each test the
 * boot's state (`POST /_devnet/reset`). Returns a getter: the devnet exists once `beforeAll` has
 * run.
 */
export function useSpecDevnet({ resetBeforeEach = false } = {}): () => StartedDevnet {
  let devnet: StartedDevnet | undefined;
  test.beforeAll(async () => {
    devnet = await startDevnet({ port: 3999, blockIntervalMs: 0 });
  });
  if (resetBeforeEach) {
    test.beforeEach(async () => {
      const reset = await fetch(`${running().url}/_devnet/reset`, { method: 'POST' });
      expect(reset.status, 'the devnet reset').toBe(200);
    });
  }
  test.afterAll(async () => {
    // Nothing to close when the start itself failed: its own error is the one to read.
    await devnet?.close();
    devnet = undefined;
  });
  function running(): StartedDevnet {
    if (!devnet) throw new Error('The spec devnet is not running (its beforeAll has not run).');
    return devnet;
  }
  return running;
}
