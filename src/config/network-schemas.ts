// The network names' schemas, for the lazy code that parses them (wallet answers, `?chain=`).
// zod/mini: they compose into classic schemas in the wallet methods
// (`z.optional(networkNameSchema)`), both being zod 4 core schemas.
import { z } from 'zod/mini';
import { NETWORK_NAMES, REACHABLE_NETWORK_NAMES } from './networks';

export const networkNameSchema = z.enum(NETWORK_NAMES);

/** A spec network name (docs/product-decisions.md#storage) this build can reach; a stored or linked
 * `devnet` in a build that cannot reach it fails, so the caller falls back to the default
 * network. */
export const reachableNetworkNameSchema = z.enum(REACHABLE_NETWORK_NAMES);
