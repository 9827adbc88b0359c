import type { NetworkKind } from '@/config/networks';

/** The Clarity versions and the Stacks epoch that enabled each (SIP-015, -021, -033, -039, -044;
 * stacks.js `ClarityVersion`: 5 from Epoch 3.4, 6 from Epoch 4.0). A deploy with a version its
 * network's epoch does not have yet fails. */
export const CLARITY_VERSIONS = [
  { version: 1, epoch: '2.0' },
  { version: 2, epoch: '2.1' },
  { version: 3, epoch: '3.0' },
  { version: 4, epoch: '3.3' },
  { version: 5, epoch: '3.4' },
  { version: 6, epoch: '4.0' },
] as const;

export type ClarityVersionNumber = (typeof CLARITY_VERSIONS)[number]['version'];

/** The newest version Satchel knows each kind of network runs, for when the node does not say:
 * mainnet and the devnet are at Epoch 4.0 (pox-5); testnet moved to 4.0 before mainnet. */
const KNOWN_CLARITY_VERSION: Record<NetworkKind, ClarityVersionNumber> = {
  mainnet: 6,
  testnet: 6,
  devnet: 6,
};

export function readClarityVersion(text: string): ClarityVersionNumber | undefined {
  return CLARITY_VERSIONS.find(({ version }) => String(version) === text)?.version;
}

/** Epochs compare as numbers: 2.05 < 2.1 < 3.0 < 3.4 < 4.0. */
function epochAtLeast(epoch: string, needed: string): boolean {
  return Number(epoch) >= Number(needed);
}

export type ClarityVersionSupport =
  /** The node said which epoch it is in: versions up to `newest` deploy there. */
  | { source: 'chain'; epoch: string; newest: ClarityVersionNumber }
  /** The node did not say (yet): `newest` is what the network is known to run. */
  | { source: 'known'; newest: ClarityVersionNumber };

/** The newest Clarity version a chain in `epoch` takes; the known one for `kind` when the epoch
 * is unknown or older than every version (never: 2.0 has Clarity 1). */
export function clarityVersionSupport(
  kind: NetworkKind,
  epoch: string | undefined,
): ClarityVersionSupport {
  if (epoch !== undefined) {
    const newest = CLARITY_VERSIONS.findLast((entry) => epochAtLeast(epoch, entry.epoch));
    if (newest) return { source: 'chain', epoch, newest: newest.version };
  }
  return { source: 'known', newest: KNOWN_CLARITY_VERSION[kind] };
}
