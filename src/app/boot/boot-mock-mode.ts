/**
 * Starts mock mode (MSW worker + mock wallet) when it is on. Loaded code stays out of the
 * bundle of a visitor who never turns it on: everything heavy is dynamically imported.
 */
export async function bootMockMode(): Promise<void> {
  // Filled in by the mock-mode issue.
}
