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

/** The devnet runs Epoch 4.0, so the newest version deploys there. */
export const LATEST_CLARITY_VERSION: ClarityVersionNumber = 6;

export function readClarityVersion(text: string): ClarityVersionNumber | undefined {
  return CLARITY_VERSIONS.find(({ version }) => String(version) === text)?.version;
}
