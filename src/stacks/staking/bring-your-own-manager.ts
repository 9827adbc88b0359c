import { queryOptions } from '@tanstack/react-query';
import type { NetworkKind } from '@/config/networks';
import type { ActiveNetwork } from '../active-network';
import type { ManagerInterface } from './manager-interface';
import { checkManagerTakesStake } from './manager-takes-stake';
import { stakingQueryKey } from './staking-query-key';

// "Bring your own signer-manager" (docs/product-decisions.md#staking-pools): a contract id typed by
// the person is offered only when the chain says pox-5 will take a stake to it
// (manager-takes-stake.ts: the trait, registration, a live grant;
// docs/staking-pox-5.md#staking-model). Otherwise the reason, in words.

export type OwnManagerCheck =
  { ok: true; manager: string; managerInterface: ManagerInterface } | { ok: false; reason: string };

const CONTRACT_ID = /^(S[PMTN][0-9A-Z]{26,39})\.([a-zA-Z][a-zA-Z0-9_-]{0,39})$/;

/** The contract id's own shape, before any network call: undefined when it is one. */
export function ownManagerIdProblem(contractId: string, kind: NetworkKind): string | undefined {
  const match = CONTRACT_ID.exec(contractId.trim());
  if (!match?.[1]) {
    return 'Enter a contract id: the deployer’s address, a dot, and the contract name (SP….name).';
  }
  const mainnet = /^S[PM]/.test(match[1]);
  if (mainnet !== (kind === 'mainnet')) {
    return `This is a ${mainnet ? 'mainnet' : 'testnet'} contract id; the selected network is ${kind}.`;
  }
  return undefined;
}

export async function checkOwnManager(
  network: Pick<ActiveNetwork, 'apiUrl' | 'kind'>,
  { pox5, contractId }: { pox5: string; contractId: string },
  signal?: AbortSignal,
): Promise<OwnManagerCheck> {
  const manager = contractId.trim();
  const problem = ownManagerIdProblem(manager, network.kind);
  if (problem) return { ok: false, reason: problem };
  const check = await checkManagerTakesStake(network, { pox5, manager }, signal);
  return check.ok
    ? { ok: true, manager, managerInterface: check.managerInterface }
    : { ok: false, reason: check.reason };
}

export function ownManagerQueryOptions(
  network: ActiveNetwork,
  args: { pox5: string; contractId: string },
) {
  return queryOptions({
    queryKey: [
      ...stakingQueryKey(network),
      'own-manager',
      args.pox5,
      args.contractId.trim(),
    ] as const,
    queryFn: ({ signal }) => checkOwnManager(network, args, signal),
  });
}
