import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The MSW server of one test file: it listens from the file's first test (a request no handler
 * answers fails the test), drops the handlers a test added after each, and closes after the
 * last, so the next file in the worker starts clean (docs/testing.md#files-share-a-process). */
export function setupTestServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
