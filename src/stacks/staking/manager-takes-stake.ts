import type { ActiveNetwork } from '../active-network';
import { fetchManagerInterface, type ManagerInterface } from './manager-interface';
import { fetchSignerInfo } from './signer-info';
import { fetchSignerKeyGrant } from './signer-key-grant';

// Whether pox-5 would take a `stake` to a signer-manager now, read from the chain: it defines the
// trait's `validate-stake!`, is registered (`get-signer-info`, else u23) and holds a live grant
// (`verify-signer-key-grant`, else u17; docs/staking-pox-5.md#signer-managers). One check for a
// manager brought by contract id (bring-your-own-manager.ts) and for a listed pool
// (pool-readiness.ts).

export type ManagerStakeCheck =
  | { ok: true; managerInterface: ManagerInterface }
  | {
      ok: false;
      reason: string;
      /** Its interface when the contract exists: claims depend on it, not on registration. */
      managerInterface: ManagerInterface | undefined;
    };

export async function checkManagerTakesStake(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { pox5, manager }: { pox5: string; manager: string },
  signal?: AbortSignal,
): Promise<ManagerStakeCheck> {
  const managerInterface = await fetchManagerInterface(network, manager, signal);
  if (!managerInterface) {
    return {
      ok: false,
      reason: 'No contract with this id exists on this network.',
      managerInterface: undefined,
    };
  }
  const refuse = (reason: string): ManagerStakeCheck => ({ ok: false, reason, managerInterface });
  if (!managerInterface.implementsTrait) {
    return refuse(
      'This contract is not a signer-manager: it does not implement pox-5’s signer-manager-trait.',
    );
  }
  const info = await fetchSignerInfo(network, { pox5, manager }, signal);
  if (!info.registered) {
    return refuse(
      'This signer-manager is not registered with pox-5, so pox-5 refuses stake to it.',
    );
  }
  const granted = await fetchSignerKeyGrant(
    network,
    { pox5, manager, signerKey: info.signerKey },
    signal,
  );
  if (!granted) {
    return refuse(
      'This signer-manager’s signer key grant is not live, so it cannot accept stake now.',
    );
  }
  return { ok: true, managerInterface };
}
