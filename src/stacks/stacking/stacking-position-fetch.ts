import { Cl, type ClarityValue } from '@stacks/transactions';
import { z } from 'zod';
import type { ActiveNetwork } from '../active-network';
import { fetchStacksApi, StacksApiError } from '../stacks-api';
import {
  callReadOnly,
  readField,
  readHeight,
  readOptional,
  readPoxAddress,
  readPrincipal,
  readTuple,
  readUint,
} from '../staking/call-read-only';
import { fetchPoxInfo } from './pox-info';
import {
  fetchMempoolTxs,
  pendingCalls,
  pendingOutgoingMicroStx,
} from '../api/mempool-transactions';
import {
  derivePooledStatus,
  isPooledStackingCall,
  matchPool,
  poolCandidates,
  type PooledDelegation,
  type PooledPosition,
  type PoolUserData,
} from './stacking-position';
import { stackingProtocols, type PooledProtocol } from './stacking-protocols';

// Loaded lazily by pooledPositionQueryOptions (it pulls in @stacks/transactions).

const u128Hex = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,32}$/)
  .transform((value) => BigInt(value));

/** GET /v2/accounts/{principal}?proof=0: `balance` is the unlocked balance, hex u128. */
export const stxAccountSchema = z.object({
  balance: u128Hex,
  locked: u128Hex,
  unlock_height: z.number().int().nonnegative(),
});

type StxAccount = z.infer<typeof stxAccountSchema>;

function fetchStxAccount(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  principal: string,
  signal?: AbortSignal,
): Promise<StxAccount> {
  return fetchStacksApi({
    network,
    path: `/v2/accounts/${encodeURIComponent(principal)}?proof=0`,
    schema: stxAccountSchema,
    signal,
  });
}

/** The account's recent transactions: only what tells which contract it last delegated with. */
const recentTransactionsSchema = z.object({
  results: z.array(
    z.object({
      tx_status: z.string(),
      tx_type: z.string(),
      contract_call: z.object({ contract_id: z.string(), function_name: z.string() }).optional(),
    }),
  ),
});

async function fetchRecentDelegateContract(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  stacker: string,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const { results } = await fetchStacksApi({
    network,
    path: `/extended/v1/address/${encodeURIComponent(stacker)}/transactions?limit=50`,
    schema: recentTransactionsSchema,
    signal,
  });
  // Newest first: the first successful delegate-stx is the one pox-4 holds.
  return results.find(
    (tx) => tx.tx_status === 'success' && tx.contract_call?.function_name === 'delegate-stx',
  )?.contract_call?.contract_id;
}

/** pox-4 `get-delegation-info` → `(optional {amount-ustx, delegated-to, until-burn-ht, pox-addr})`. */
function readDelegationInfo(value: ClarityValue): PooledDelegation | undefined {
  const what = 'get-delegation-info';
  const some = readOptional(value, what);
  if (!some) return undefined;
  const tuple = readTuple(some, what);
  const until = readOptional(readField(tuple, 'until-burn-ht', what), what);
  const poxAddr = readOptional(readField(tuple, 'pox-addr', what), what);
  return {
    delegatedTo: readPrincipal(readField(tuple, 'delegated-to', what), `${what} delegated-to`),
    amountMicroStx: readUint(readField(tuple, 'amount-ustx', what), `${what} amount-ustx`),
    untilBurnHeight: until ? readHeight(until, `${what} until-burn-ht`) : undefined,
    poxAddress: poxAddr ? readPoxAddress(poxAddr, `${what} pox-addr`) : undefined,
  };
}

/** pox-4 `get-stacker-info` → who locked the STX: the delegate, or undefined for solo stacking;
 * `null` when the account is not stacked at all. */
function readStackerDelegate(value: ClarityValue): string | undefined | null {
  const what = 'get-stacker-info';
  const some = readOptional(value, what);
  if (!some) return null;
  const delegate = readOptional(readField(readTuple(some, what), 'delegated-to', what), what);
  return delegate ? readPrincipal(delegate, `${what} delegated-to`) : undefined;
}

/** pox4-pools `get-user-data` → the record of the user's last delegation through it. The
 * mainnet contract keeps other fields than the devnet one, so every field is optional. */
function readPoolUserData(contract: string, value: ClarityValue): PoolUserData | undefined {
  const what = 'get-user-data';
  const some = readOptional(value, what);
  if (!some) return undefined;
  const tuple = readTuple(some, what);
  const delegatedTo = tuple['delegated-to'];
  const until = tuple['until-burn-ht'];
  const untilValue = until ? readOptional(until, what) : undefined;
  return {
    contract,
    delegatedTo: delegatedTo ? readPrincipal(delegatedTo, `${what} delegated-to`) : undefined,
    untilBurnHeight: untilValue ? readHeight(untilValue, `${what} until-burn-ht`) : undefined,
  };
}

export async function fetchPooledPosition(
  network: Pick<ActiveNetwork, 'apiUrl' | 'kind'>,
  stacker: string,
  signal?: AbortSignal,
): Promise<PooledPosition | null> {
  const protocols = stackingProtocols(network.kind);
  const read = (contract: string, functionName: string) =>
    callReadOnly(
      network,
      { contract, functionName, args: [Cl.principal(stacker)], sender: stacker },
      signal,
    );
  const poolsContracts = [
    ...new Set(protocols.pools.filter((p) => p.kind === 'pox4-pools').map((p) => p.contract)),
  ];

  const [pox, account, mempool, delegationValue, stackerValue, userData] = await Promise.all([
    fetchPoxInfo(network, signal),
    fetchStxAccount(network, stacker, signal),
    fetchMempoolTxs(network, stacker, signal),
    read(protocols.pox4, 'get-delegation-info'),
    read(protocols.pox4, 'get-stacker-info'),
    Promise.all(
      poolsContracts.map(async (contract) => {
        try {
          return readPoolUserData(contract, await read(contract, 'get-user-data'));
        } catch (error) {
          // Only a hint for "expired" and for naming the pool: a pool contract that cannot
          // answer must not hide the position pox-4 reports.
          if (signal?.aborted || !(error instanceof StacksApiError)) throw error;
          return undefined;
        }
      }),
    ).then((records) => records.filter((record) => record !== undefined)),
  ]);

  const delegation = readDelegationInfo(delegationValue);
  const stackerDelegate = readStackerDelegate(stackerValue);
  const pending = pendingCalls(mempool, (contract, fn) =>
    isPooledStackingCall(protocols, contract, fn),
  );
  const status = derivePooledStatus({
    pending,
    delegation,
    lockedMicroStx: account.locked,
    burnHeight: pox.burnHeight,
    poolUserDataUntil: userData.map((record) => record.untilBurnHeight),
    soloStacked: account.locked > 0n && stackerDelegate === undefined,
  });
  if (status === null) return null;

  const expiredRecord = userData.find(
    (record) => record.untilBurnHeight !== undefined && record.untilBurnHeight <= pox.burnHeight,
  );
  // Who the STX are (or were) delegated to: pox-4's delegation, else the delegate that locked
  // them, else the expired record of a pox4-pools contract (then only its pools can match).
  const delegatedTo = delegation?.delegatedTo ?? stackerDelegate ?? expiredRecord?.delegatedTo;
  const pools =
    (delegation?.delegatedTo ?? stackerDelegate)
      ? protocols.pools
      : protocols.pools.filter((p) => p.contract === expiredRecord?.contract);
  let pool: PooledProtocol | undefined;
  if (delegatedTo) {
    const candidates = poolCandidates(pools, delegatedTo, userData);
    const recent =
      candidates.length > 1
        ? await fetchRecentDelegateContract(network, stacker, signal)
        : undefined;
    pool = matchPool(candidates, recent);
  } else {
    // Nothing on chain yet: a pending delegate-stx to a pool's own contract names the pool.
    const contracts = new Set(
      pending.filter((tx) => tx.functionName === 'delegate-stx').map((tx) => tx.contract),
    );
    const byContract = protocols.pools.filter((p) => contracts.has(p.contract));
    pool = byContract.length === 1 ? byContract[0] : undefined;
  }

  const outgoing = pendingOutgoingMicroStx(mempool, stacker);
  return {
    status,
    delegation,
    pool,
    lockedMicroStx: account.locked,
    availableMicroStx: account.balance > outgoing ? account.balance - outgoing : 0n,
    totalMicroStx: account.balance + account.locked,
    unlockBurnHeight: account.locked > 0n ? account.unlock_height : undefined,
    pending,
  };
}
