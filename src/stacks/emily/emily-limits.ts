import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchStacksApi } from '../stacks-api';
import { emilyOrigin } from './emily-origin';

// GET {Emily}/limits — the sBTC bridge's global limits (docs.stacks.co
// reference/api/sbtc-bridge/limits; the OpenAPI spec stacks-network/sbtc
// `emily/openapi-gen/generated-specs/public-emily-openapi-spec.json`, schema `Limits`). Every
// amount is in sats, an int64 ≥ 0 that may be null or left out: a null `pegCap` or
// `perDepositCap` means there is no cap, a null `perDepositMinimum` no minimum. Only `accountCaps`
// is required by the spec; it is not read here, so it is not demanded either. The other
// fields (`perWithdrawalCap`, `rollingWithdrawalBlocks`, `rollingWithdrawalCap`,
// `availableToWithdraw`…) are for withdrawals and are passed through unread.

/** A JSON integer of sats that survives `number` exactly: larger ones (beyond 2^53, more than
 * the 21 million BTC there will ever be) are a malformed answer, never a rounded figure. */
const satsSchema = z
  .number()
  .int()
  .nonnegative()
  .max(Number.MAX_SAFE_INTEGER)
  .transform((sats) => BigInt(sats));

/** A limit the bridge may leave unset (null or absent both mean unset). */
const optionalSats = satsSchema.nullish().transform((sats) => sats ?? undefined);

export const emilyLimitsSchema = z.object({
  /** The total sBTC the bridge lets in (undefined: no cap). */
  pegCap: optionalSats,
  /** The largest single deposit (undefined: no cap). */
  perDepositCap: optionalSats,
  /** The smallest deposit the signers accept (undefined: no minimum). */
  perDepositMinimum: optionalSats,
  /** The largest single withdrawal (undefined: no cap). */
  perWithdrawalCap: optionalSats,
});
export type EmilyLimits = z.infer<typeof emilyLimitsSchema>;

/** Reads the limits from Emily at `origin`. */
export function fetchEmilyLimits(origin: string, signal?: AbortSignal): Promise<EmilyLimits> {
  return fetchStacksApi({
    network: { apiUrl: origin },
    path: 'limits',
    schema: emilyLimitsSchema,
    signal,
  });
}

/** The bridge's limits for the network; disabled where there is no bridge (the devnet). */
export function emilyLimitsQueryOptions(network: ActiveNetwork) {
  const origin = emilyOrigin(network.kind);
  return queryOptions({
    queryKey: [...networkQueryKey(network), 'emily', origin ?? 'none', 'limits'] as const,
    queryFn: ({ signal }) => {
      if (!origin) throw new Error(`The sBTC bridge does not run on ${network.name}`);
      return fetchEmilyLimits(origin, signal);
    },
    enabled: origin !== undefined,
    // The limits change by the signers' decision, rarely; a minute of reuse costs nothing.
    staleTime: 60_000,
  });
}
