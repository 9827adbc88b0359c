import { queryOptions } from '@tanstack/react-query';
import type { NetworkKind } from '@/config/networks';
import type { ActiveNetwork } from '../active-network';
import { parseContractId } from '../contract-id';
import type { ManagerInterface } from './manager-interface';
import { checkManagerTakesStake } from './manager-takes-stake';
import { stakingQueryKey } from './staking-query-key';

// "Bring your own signer-manager" (docs/product-decisions.md#staking-pools): a contract id typed by
// the person is offered only when the chain says pox-5 will take a stake to it
// (manager-takes-stake.ts: the trait, registration, a live grant;
// docs/staking-pox-5.md#staking-model). Otherwise the reason, in words.

export type OwnManagerChainCheck =
  { ok: true; manager: string; managerInterface: ManagerInterface } | { ok: false; reason: string };

/** The contract id's own shape, before any network call: undefined when it is one. */
export function ownManagerIdProblem(contractId: string, kind: NetworkKind): string | undefined {
  const [address] = parseContractId(contractId.trim()) ?? [];
  if (!address) {
    return 'Enter a contract id: the deployer’s address, a dot, and the contract name (SP….name).';
  }
  const mainnet = /^S[PM]/.test(address);
  if (mainnet !== (kind === 'mainnet')) {
    return `This is a ${mainnet ? 'mainnet' : 'testnet'} contract id; the selected network is ${kind}.`;
  }
  return undefined;
}

export async function checkOwnManagerOnChain(
  network: Pick<ActiveNetwork, 'apiUrl' | 'kind'>,
  { pox5, contractId }: { pox5: string; contractId: string },
  signal?: AbortSignal,
): Promise<OwnManagerChainCheck> {
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
    queryFn: ({ signal }) => checkOwnManagerOnChain(network, args, signal),
  });
}
