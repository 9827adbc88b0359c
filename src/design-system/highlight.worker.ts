/// <reference lib="webworker" />
import { highlightInChunks } from './clarity-highlighter';
import { splitLines } from './highlight-chunk';
import type { HighlightRequest, HighlightResponse } from './highlight-client';

// Highlighting 1 MB takes seconds; here it never blocks the page.
const scope = self as unknown as DedicatedWorkerGlobalScope;
// Several code displays can highlight at once; each job runs until done or cancelled.
const activeJobs = new Set<number>();

const yieldToMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function highlight(id: number, source: string) {
  try {
    for await (const chunk of highlightInChunks(splitLines(source))) {
      if (!activeJobs.has(id)) return;
      const message: HighlightResponse = { type: 'chunk', id, chunk };
      scope.postMessage(message, [chunk.lineTokenCounts.buffer, chunk.tokens.buffer]);
      await yieldToMessages();
    }
    if (activeJobs.has(id)) scope.postMessage({ type: 'done', id } satisfies HighlightResponse);
  } catch (error) {
    if (!activeJobs.has(id)) return;
    scope.postMessage({
      type: 'error',
      id,
      message: error instanceof Error ? error.message : String(error),
    } satisfies HighlightResponse);
  } finally {
    activeJobs.delete(id);
  }
}

scope.onmessage = (event: MessageEvent<HighlightRequest>) => {
  const request = event.data;
  if (request.type === 'cancel') {
    activeJobs.delete(request.id);
    return;
  }
  activeJobs.add(request.id);
  void highlight(request.id, request.source);
};
