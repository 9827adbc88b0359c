interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input
 * between two steps of the boot or of a lazy import (import-in-tasks.ts), and no step adds to
 * another's blocking time (no task over 100 ms at load). `scheduler.yield()` resumes ahead of other queued work where it exists;
 * elsewhere a message to ourselves is the earliest next task (a timer may be clamped to 4 ms+).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
