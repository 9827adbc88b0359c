import { yieldToBrowser } from './yield-to-browser';

/**
 * Imports a lazy chunk whose module graph is too much to evaluate in one task. A browser
 * evaluates the whole graph of a dynamic import in the task its last file arrives in, however many
 * files it spans: the call-contract tool and the staking hub's live data each took 180–320 ms
 * at 4× CPU that way (docs/performance.md). `waypoints` are modules of that graph whose files
 * arrive earlier (already preloaded, or smaller); each is evaluated when it arrives, so the
 * chunk evaluates only what they left. All are requested at once: no round trip waits for
 * another. The caller resumes in a task after the chunk's, so what it renders with the chunk
 * does not add to the chunk's evaluation.
 */
export async function importInTasks<T>(
  load: () => Promise<T>,
  waypoints: ReadonlyArray<() => Promise<unknown>>,
): Promise<T> {
  // One Promise.all: a chunk that fails while a waypoint is still arriving is handled at once.
  const [module] = await Promise.all([load(), ...waypoints.map((waypoint) => waypoint())]);
  await yieldToBrowser();
  return module;
}
