import type { ReviewDetail } from '@/design-system/review-dialog';
import type { MockWalletRequest } from '@/mocks/mock-wallet-provider';

/** JSON that survives what wallet params can hold: bigints (µSTX amounts) print as numbers'
 * digits, where JSON.stringify would throw. */
function formatParams(params: unknown): string {
  if (params === undefined) return '(none)';
  return JSON.stringify(
    params,
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
    2,
  );
}

/** What the approval dialog shows for a request: exactly what the page asked for. */
export function walletRequestDetails(request: MockWalletRequest): ReviewDetail[] {
  return [
    { label: 'Method', value: request.method },
    { label: 'Params', value: formatParams(request.params) },
  ];
}
