import { z } from 'zod';
import { isClarityName } from '@/wallet/stacks-limits';

// The Call a contract tool keeps its two shareable choices in the URL (`?contract=…&fn=…`,
// routes.callContract), so a link opens with the contract and the function chosen. The URL is a
// trust boundary: what does not parse is dropped, never thrown.

/** Longer than any contract id (a 41-character address, a dot and a 128-character name): the
 * rest is not a contract, and a link cannot fill the field with megabytes. */
const CONTRACT_TEXT_MAX = 200;

const paramsSchema = z.object({
  // Kept as typed (the field checks it and says what is wrong), only bounded.
  contract: z.string().trim().max(CONTRACT_TEXT_MAX).catch(''),
  // A function name is a Clarity name (which also bounds its length).
  fn: z.string().refine(isClarityName).optional().catch(undefined),
});

export interface CallContractParams {
  /** The Contract field's text: empty when absent or unusable. */
  contract: string;
  /** A function name when the link names a well-formed one. */
  fn: string | undefined;
}

export function readCallContractParams(search: URLSearchParams): CallContractParams {
  const { contract, fn } = paramsSchema.parse({
    contract: search.get('contract') ?? '',
    fn: search.get('fn') ?? undefined,
  });
  return { contract, fn };
}

/** The search string for the current choice; empty values are left out of the URL. */
export function callContractSearch({ contract, fn }: CallContractParams): URLSearchParams {
  const search = new URLSearchParams();
  if (contract) search.set('contract', contract);
  if (contract && fn) search.set('fn', fn);
  return search;
}
