import { splitLines, type HighlightChunk } from './highlight-chunk';

export type HighlightRequest =
  { type: 'highlight'; id: number; source: string } | { type: 'cancel'; id: number };

export type HighlightResponse =
  | { type: 'chunk'; id: number; chunk: HighlightChunk }
  | { type: 'done'; id: number }
  | { type: 'error'; id: number; message: string };

export interface HighlightCallbacks {
  onChunk: (chunk: HighlightChunk) => void;
  onDone: () => void;
  onError: (message: string) => void;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, HighlightCallbacks>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./highlight.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<HighlightResponse>) => {
      const message = event.data;
      const callbacks = pending.get(message.id);
      if (!callbacks) return;
      if (message.type === 'chunk') callbacks.onChunk(message.chunk);
      else {
        pending.delete(message.id);
        if (message.type === 'done') callbacks.onDone();
        else callbacks.onError(message.message);
      }
    };
  }
  return worker;
}

/** Where workers are missing (tests in jsdom), highlight here, yielding between chunks. */
function highlightOnMainThread(source: string, callbacks: HighlightCallbacks): () => void {
  // An object, not a boolean: the async loop must see the cancel made later from outside.
  const job = { cancelled: false };
  void (async () => {
    try {
      const { highlightInChunks } = await import('./clarity-highlighter');
      for await (const chunk of highlightInChunks(splitLines(source))) {
        if (job.cancelled) return;
        callbacks.onChunk(chunk);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      if (!job.cancelled) callbacks.onDone();
    } catch (error) {
      if (!job.cancelled) callbacks.onError(error instanceof Error ? error.message : String(error));
    }
  })();
  return () => {
    job.cancelled = true;
  };
}

/** Starts highlighting `lines`; chunks arrive in order. Returns a function that cancels. */
export function requestHighlight(source: string, callbacks: HighlightCallbacks): () => void {
  if (typeof Worker === 'undefined') return highlightOnMainThread(source, callbacks);
  const id = nextId++;
  pending.set(id, callbacks);
  const target = getWorker();
  target.postMessage({ type: 'highlight', id, source } satisfies HighlightRequest);
  return () => {
    if (!pending.delete(id)) return;
    target.postMessage({ type: 'cancel', id } satisfies HighlightRequest);
  };
}
