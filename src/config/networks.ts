import { z } from 'zod';

/** The network names the spec knows (§3); mocknet is treated as testnet for preferences. */
export const NETWORK_NAMES = ['mainnet', 'testnet', 'devnet', 'mocknet'] as const;
export const networkNameSchema = z.enum(NETWORK_NAMES);
export type NetworkName = z.infer<typeof networkNameSchema>;

export const DEFAULT_NETWORK: NetworkName = 'mainnet';
