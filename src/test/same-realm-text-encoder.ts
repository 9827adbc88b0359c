import { vi } from 'vitest';

// Under jsdom, Node's TextEncoder returns a Uint8Array of another realm than the test's global
// one, which @stacks/common's concatBytes refuses (it encodes contract names with it). Browsers
// have one realm; re-wrapping here makes jsdom behave like them.
class SameRealmTextEncoder extends TextEncoder {
  override encode(input?: string) {
    return new Uint8Array(super.encode(input));
  }
}

/** For a jsdom test whose page builds Clarity values with @stacks/transactions. */
export function stubSameRealmTextEncoder() {
  vi.stubGlobal('TextEncoder', SameRealmTextEncoder);
}
