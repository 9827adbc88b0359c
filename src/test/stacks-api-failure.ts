import { StacksApiError } from '@/stacks/stacks-api';

/** The StacksApiError a Stacks API read rejects with; anything else (or success) fails the test. */
export async function stacksApiFailure(promise: Promise<unknown>): Promise<StacksApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof StacksApiError))
    throw new Error(`Expected a StacksApiError: ${String(error)}`);
  return error;
}
