import { startSegmentCollector } from './segment-collector';

// Services every spec's page may reach, started once for the run and reached by the browser as
// any server is (no request of the page is answered by the test runner).
export default async function globalSetup() {
  const collector = await startSegmentCollector().catch((error: unknown) => {
    throw new Error(
      `The e2e Segment collector could not listen on its port (another e2e run?): ${String(error)}`,
    );
  });
  return () => collector.close();
}
