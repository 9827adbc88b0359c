import type { ActiveNetwork } from '../active-network';
import { fetchMempoolTxs, type MempoolTx } from '../api/mempool-transactions';
import type { StakingPool } from './staking-pools';

// The account's staking transactions still in the mempool (GET /extended/v1/tx/mempool): the
// position shows *Pending* while one waits, as Leather keys pending detection on
// stake, stake-update and unstake (docs/staking-pox-5.md#prior-art-leather). Plain JSON, no
// @stacks/transactions.

type PendingStakingKind = 'stake' | 'stake-update' | 'unstake' | 'pull' | 'claim';

export interface PendingStakingTx {
  txid: string;
  kind: PendingStakingKind;
  contract: string;
  functionName: string;
}

const POX_5_FUNCTIONS: Readonly<Record<string, PendingStakingKind>> = {
  stake: 'stake',
  'stake-update': 'stake-update',
  unstake: 'unstake',
};
const WRAPPER_FUNCTIONS: Readonly<Record<string, PendingStakingKind>> = {
  delegate: 'stake',
  'delegate-update': 'stake-update',
  undelegate: 'unstake',
};
const MANAGER_FUNCTIONS: Readonly<Record<string, PendingStakingKind>> = {
  'claim-rewards': 'pull',
  'claim-staker-rewards': 'claim',
};

/** Which pending transactions are staking ones: pox-5's, a listed wrapper's, or a claim or pull
 * on a manager (listed, or `managers` the caller knows, e.g. the position's own). */
function pendingStakingTxs(
  txs: readonly MempoolTx[],
  {
    pox5,
    pools,
    managers = [],
  }: { pox5: string; pools: readonly StakingPool[]; managers?: readonly string[] },
): PendingStakingTx[] {
  const wrappers = new Set(
    pools.flatMap((pool) => (pool.entry.kind === 'native-pool' ? [pool.entry.contract] : [])),
  );
  const knownManagers = new Set([
    ...pools.flatMap((pool) => [pool.manager, ...pool.otherManagers]),
    ...managers,
  ]);
  return txs.flatMap((tx) => {
    const call = tx.contract_call;
    if (!call) return [];
    const table =
      call.contract_id === pox5
        ? POX_5_FUNCTIONS
        : wrappers.has(call.contract_id)
          ? WRAPPER_FUNCTIONS
          : knownManagers.has(call.contract_id)
            ? MANAGER_FUNCTIONS
            : undefined;
    const kind = table?.[call.function_name];
    return kind
      ? [{ txid: tx.tx_id, kind, contract: call.contract_id, functionName: call.function_name }]
      : [];
  });
}

export interface StakingMempoolArgs {
  pox5: string;
  staker: string;
  pools: readonly StakingPool[];
  managers?: readonly string[];
}

export async function fetchStakingMempool(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { staker, ...known }: StakingMempoolArgs,
  signal?: AbortSignal,
): Promise<PendingStakingTx[]> {
  return pendingStakingTxs(await fetchMempoolTxs(network, staker, signal), known);
}
