import { z } from 'zod';
import { atomWithValidatedStorage } from '@/lib/atom-with-validated-storage';
import type { ActiveNetwork } from '@/stacks/active-network';

// The withdrawal requests this browser sent, per network and account, so a reload keeps
// following them (the registry has no "requests by sender" read). Validated on every read: a
// corrupt or foreign value reads as no requests (architecture convention 3).

export const STORED_WITHDRAWALS_KEY = 'satchel:sbtc-withdrawals';

/** Enough for a person's history; the oldest are dropped beyond it. */
const MAX_STORED_WITHDRAWALS = 20;

const storedWithdrawalSchema = z.object({
  requestId: z.number().int().nonnegative(),
  txid: z.string().regex(/^0x[0-9a-f]{64}$/),
  amountSats: z.string().regex(/^\d{1,16}$/),
  maxFeeSats: z.string().regex(/^\d{1,16}$/),
  btcAddress: z.string().regex(/^[0-9a-zA-Z]{14,90}$/),
});

export type StoredWithdrawal = z.infer<typeof storedWithdrawalSchema>;

const storedWithdrawalsSchema = z.record(
  z.string().max(300),
  z.array(storedWithdrawalSchema).max(MAX_STORED_WITHDRAWALS),
);

export type StoredWithdrawals = z.infer<typeof storedWithdrawalsSchema>;

export const storedWithdrawalsAtom = atomWithValidatedStorage<StoredWithdrawals>(
  STORED_WITHDRAWALS_KEY,
  storedWithdrawalsSchema,
  {},
);

/** One list per network (its name and API, so a custom API keeps its own) and account. */
export function withdrawalAccountKey(network: ActiveNetwork, address: string): string {
  return `${network.name}|${network.apiUrl}|${address}`;
}

/** The list with `entry` first, without an older copy of the same request. */
export function addStoredWithdrawal(
  all: StoredWithdrawals,
  accountKey: string,
  entry: StoredWithdrawal,
): StoredWithdrawals {
  const others = (all[accountKey] ?? []).filter((item) => item.requestId !== entry.requestId);
  return { ...all, [accountKey]: [entry, ...others].slice(0, MAX_STORED_WITHDRAWALS) };
}
