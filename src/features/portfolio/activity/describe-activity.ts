import type { NetworkKind } from '@/config/networks';
import { shortenAddress } from '@/lib/shorten-address';
import { formatTokenAmount, type TokenUnit } from '@/lib/token-amount';
import { assetContractOf } from '@/stacks/asset-identifier';
import type { AccountTransaction } from '@/stacks/api/account-transaction';
import type { AddressTransaction } from '@/stacks/api/address-transactions';
import { transactionFailureReason } from '@/stacks/api/transaction-failure-reason';
import { parseContractId } from '@/stacks/contract-id';
import { isPox5Contract } from '@/stacks/staking/is-pox-5-contract';
import { describeStakingError } from '@/stacks/staking/staking-errors';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import type { ActivityAmount, ActivityEntry, ActivityKind, ActivityStatus } from './activity-entry';

// One transaction of the account's history in words (Activity). Staking calls are read
// from their arguments as docs/staking-pox-5.md#functions lists them (pox-5 `stake`,
// `stake-update`, `unstake`; Stacking DAO's wrapper `delegate`, `delegate-update`, `undelegate`,
// docs/staking-pox-5.md#signer-managers) and the managers' `claim-staker-rewards` / `claim-rewards`
// (docs/staking-pox-5.md#rewards: payout and pull). Amounts are what moved in or out of the
// account's balances — a stake locks STX without moving them, so its amount is in the words only.
// The words describe what the transaction does; `status` says whether it happened.

/**
 * What describeActivity needs besides the transaction.
 *
 * Signature (for the list, the CSV and tests):
 *   describeActivity(item, context) → ActivityEntry
 * - `item`: an entry of the history (`AddressTransaction`, from address-transactions.ts, with the
 *   STX / token / NFT transfers) or a mempool transaction (`AccountTransaction`, from
 *   address-mempool.ts; nothing has moved yet, so amounts come from the payload when it says).
 * - `context.address`: whose activity it is (sent vs received, who paid the fee).
 * - `context.networkKind`: names the listed pools (staking-pools.ts).
 * - `context.sbtcToken`: the network's sBTC contract (`useSbtcContracts`; testnet's is not
 *   mainnet's): its unit is known, and it is what a claim of rewards brings.
 * - `context.tokenUnit(contractId)`: a SIP-010 token's symbol and decimals when known (sBTC is
 *   always known); undefined → the amount is written in the token's base units with its name.
 */
export interface DescribeActivityContext {
  address: string;
  networkKind: NetworkKind;
  sbtcToken: string;
  tokenUnit?: ((contractId: string) => TokenUnit | undefined) | undefined;
}

const STX: TokenUnit = { symbol: 'STX', decimals: 6 };
/** STX's key among the assets an entry moved: no token's asset identifier looks like it. */
const STX_ASSET = 'STX';
const SBTC: TokenUnit = { symbol: 'sBTC', decimals: 8 };

type Movements = Omit<AddressTransaction, 'tx'>;

const NO_MOVEMENTS: Movements = {
  stxSent: 0n,
  stxReceived: 0n,
  stxTransfers: [],
  ftTransfers: [],
  nftTransfers: [],
};

/** `'SP….name` (a principal in Clarity syntax) → `SP….name`. Hiro and the devnet write the
 * quote; a principal without it is read too, as an older answer may leave it out. */
function principalArg(repr: string | undefined): string | undefined {
  const match = /^'?([0-9A-Z]+(?:\.[a-zA-Z][a-zA-Z0-9_-]*)?)$/.exec(repr?.trim() ?? '');
  return match?.[1];
}

/** `u100` → 100n. */
function uintArg(repr: string | undefined): bigint | undefined {
  const match = /^u(\d{1,39})$/.exec(repr?.trim() ?? '');
  return match?.[1] === undefined ? undefined : BigInt(match[1]);
}

/** `SP2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.amm-pool` → `SP2C…9YZR.amm-pool`. */
function shortPrincipal(principal: string): string {
  const contract = parseContractId(principal);
  return contract ? `${shortenAddress(contract[0])}.${contract[1]}` : shortenAddress(principal);
}

function statusOf(status: string): ActivityStatus {
  if (status === 'pending') return 'pending';
  if (status === 'success') return 'confirmed';
  if (status.startsWith('dropped')) return 'dropped';
  return 'failed';
}

interface Described {
  kind: ActivityKind;
  words: string;
}

/** The unit of a fungible token, by its contract. */
function unitOf(asset: string, context: DescribeActivityContext): TokenUnit | undefined {
  const contract = assetContractOf(asset);
  if (contract === context.sbtcToken) return SBTC;
  return context.tokenUnit?.(contract);
}

/** "0.0004 sBTC", or "40000 sbtc-token" (base units) while the decimals are unknown. */
function tokenWords(asset: string, amount: bigint, context: DescribeActivityContext): string {
  const unit = unitOf(asset, context);
  if (unit) return formatTokenAmount(amount, unit);
  const name = asset.includes('::') ? asset.slice(asset.indexOf('::') + 2) : shortPrincipal(asset);
  return `${amount.toString()} ${name} (base units)`;
}

function amountsOf(
  tx: AccountTransaction,
  moved: Movements,
  context: DescribeActivityContext,
): ActivityAmount[] {
  const me = context.address;
  // Merged by the asset itself (STX, a token's asset identifier, an NFT's asset and id): two
  // tokens sharing a symbol — or a token calling itself "STX" — stay apart, each with its own
  // decimals. The symbol is only what the amount is shown with.
  const byAsset = new Map<string, ActivityAmount>();
  const add = (
    direction: 'in' | 'out',
    asset: string,
    baseUnits: bigint,
    unit: string,
    decimals?: number,
  ) => {
    if (baseUnits <= 0n) return;
    const key = `${direction} ${asset}`;
    const same = byAsset.get(key);
    if (same) same.baseUnits += baseUnits;
    else byAsset.set(key, { direction, baseUnits, unit, decimals });
  };
  if (tx.payload.type === 'token_transfer' && moved === NO_MOVEMENTS) {
    // Not mined yet: the payload says what will move.
    if (tx.sender === me) add('out', STX_ASSET, tx.payload.amountMicroStx, 'STX', 6);
    if (tx.payload.recipient === me) add('in', STX_ASSET, tx.payload.amountMicroStx, 'STX', 6);
  }
  for (const t of moved.stxTransfers) {
    if (t.from === me) add('out', STX_ASSET, t.amount, 'STX', 6);
    if (t.to === me) add('in', STX_ASSET, t.amount, 'STX', 6);
  }
  for (const t of moved.ftTransfers) {
    const unit = unitOf(t.asset, context);
    if (t.from === me) add('out', t.asset, t.amount, unit?.symbol ?? t.asset, unit?.decimals);
    if (t.to === me) add('in', t.asset, t.amount, unit?.symbol ?? t.asset, unit?.decimals);
  }
  for (const t of moved.nftTransfers) {
    const nft = `${t.asset} ${t.idRepr}`;
    if (t.from === me) add('out', nft, 1n, nft, 0);
    if (t.to === me) add('in', nft, 1n, nft, 0);
  }
  return [...byAsset.values()];
}

function poolName(manager: string | undefined, context: DescribeActivityContext): string {
  if (!manager) return 'an unknown signer-manager';
  return findPoolByManager(manager, context.networkKind)?.name ?? shortPrincipal(manager);
}

function isNativePoolWrapper(contractId: string, context: DescribeActivityContext): boolean {
  const pool = findPoolByManager(contractId, context.networkKind);
  return pool?.entry.kind === 'native-pool' && pool.entry.contract === contractId;
}

type Call = Extract<AccountTransaction['payload'], { type: 'contract_call' }>;

/** An argument by its name, else by its place (the devnet leaves names empty without an
 * interface; Hiro always names them). */
function argRepr(call: Call, name: string, index: number): string | undefined {
  return call.args.find((a) => a.name === name)?.repr ?? call.args[index]?.repr;
}

function cycleWords(cycle: bigint | undefined): string {
  return cycle === undefined ? '' : ` for cycle ${cycle.toString()}`;
}

function stakeUpdateWords(
  pool: string,
  previousPool: string | undefined,
  increase: bigint | undefined,
  extend: bigint | undefined,
): string {
  const changes = [
    increase ? `+${formatTokenAmount(increase, STX)}` : undefined,
    extend ? `${extend.toString()} more cycle${extend === 1n ? '' : 's'}` : undefined,
  ].filter((change) => change !== undefined);
  const moved = previousPool && previousPool !== pool ? ` (moved from ${previousPool})` : '';
  return `Updated the stake with ${pool}${moved}${changes.length ? `: ${changes.join(', ')}` : ''}`;
}

function describeStaking(call: Call, context: DescribeActivityContext): Described | undefined {
  const { contractId, functionName } = call;
  if (isPox5Contract(contractId)) {
    switch (functionName) {
      case 'stake': {
        const amount = uintArg(argRepr(call, 'amount-ustx', 1));
        const pool = poolName(principalArg(argRepr(call, 'signer-manager', 0)), context);
        return {
          kind: 'stake',
          words: `Staked ${amount === undefined ? 'STX' : formatTokenAmount(amount, STX)} with ${pool}`,
        };
      }
      case 'stake-update': {
        const pool = poolName(principalArg(argRepr(call, 'signer-manager', 0)), context);
        const old = principalArg(argRepr(call, 'old-signer-manager', 1));
        return {
          kind: 'stake-update',
          words: stakeUpdateWords(
            pool,
            old === undefined ? undefined : poolName(old, context),
            uintArg(argRepr(call, 'amount-increase', 3)),
            uintArg(argRepr(call, 'cycles-to-extend', 2)),
          ),
        };
      }
      case 'unstake':
        return {
          kind: 'unstake',
          words: `Unstaked from ${poolName(principalArg(argRepr(call, 'old-signer-manager', 0)), context)}`,
        };
      default:
        return { kind: 'staking', words: `Called pox-5 ${functionName}` };
    }
  }
  if (isNativePoolWrapper(contractId, context)) {
    const pool = poolName(contractId, context);
    switch (functionName) {
      case 'delegate': {
        const amount = uintArg(argRepr(call, 'amount-ustx', 0));
        return {
          kind: 'stake',
          words: `Staked ${amount === undefined ? 'STX' : formatTokenAmount(amount, STX)} with ${pool}`,
        };
      }
      case 'delegate-update':
        return {
          kind: 'stake-update',
          words: stakeUpdateWords(
            pool,
            undefined,
            uintArg(argRepr(call, 'amount-increase', 1)),
            uintArg(argRepr(call, 'cycles-to-extend', 0)),
          ),
        };
      case 'undelegate':
        return { kind: 'unstake', words: `Unstaked from ${pool}` };
      default:
        return undefined;
    }
  }
  return undefined;
}

/** A manager's payout (`claim-staker-rewards`) or pull (`claim-rewards`),
 * docs/staking-pox-5.md#rewards. */
function describeRewards(
  tx: AccountTransaction,
  call: Call,
  moved: Movements,
  context: DescribeActivityContext,
): Described | undefined {
  const pool = poolName(call.contractId, context);
  const listed = findPoolByManager(call.contractId, context.networkKind) !== undefined;
  if (call.functionName === 'claim-staker-rewards') {
    // Reference manager: (staker, reward-cycle, bond-index); native pool: (reward-cycle,
    // bond-index), paying tx-sender only (docs/staking-pox-5.md#signer-managers).
    const withStaker = call.args.length >= 3;
    const staker = withStaker ? principalArg(argRepr(call, 'staker', 0)) : tx.sender;
    const mine = tx.sender === context.address;
    // Anyone may send the payout of a reference manager (docs/staking-pox-5.md#rewards): a keeper's
    // claim for this account is its reward arriving; a claim for someone else is not this
    // account's.
    if (staker !== context.address && !mine) return undefined;
    const cycle = uintArg(argRepr(call, 'reward-cycle', withStaker ? 1 : 0));
    const sbtc = moved.ftTransfers
      .filter((t) => t.to === context.address && assetContractOf(t.asset) === context.sbtcToken)
      .reduce((sum, t) => sum + t.amount, 0n);
    if (!mine) {
      return {
        kind: 'claim-rewards',
        words:
          sbtc > 0n
            ? `Received ${formatTokenAmount(sbtc, SBTC)} of rewards from ${pool}`
            : `Rewards from ${pool}${cycleWords(cycle)} claimed for this account`,
      };
    }
    return {
      kind: 'claim-rewards',
      words:
        sbtc > 0n
          ? `Claimed ${formatTokenAmount(sbtc, SBTC)} from ${pool}`
          : `Claimed rewards from ${pool}${cycleWords(cycle)}`,
    };
  }
  if (tx.sender !== context.address) return undefined;
  const looksLikePull =
    listed || call.args[0]?.name === 'bond-periods' || call.args[0]?.repr.startsWith('(list');
  if (call.functionName === 'claim-rewards' && !isPox5Contract(call.contractId) && looksLikePull) {
    const cycle = uintArg(argRepr(call, 'reward-cycle', 1));
    return { kind: 'staking', words: `Pulled ${pool}’s rewards${cycleWords(cycle)} from pox-5` };
  }
  return undefined;
}

/** A SIP-010 / SIP-009 `transfer` not mined yet: (amount|id, sender, recipient, …). */
function pendingTokenTransfer(call: Call, context: DescribeActivityContext): Described | undefined {
  if (call.functionName !== 'transfer') return undefined;
  const recipient = principalArg(call.args[2]?.repr);
  const first = call.args[0];
  if (!recipient || !first) return undefined;
  const fungible = first.name === 'amount' || (first.name === '' && first.repr.startsWith('u'));
  if (fungible) {
    const amount = uintArg(first.repr);
    if (amount === undefined) return undefined;
    return {
      kind: 'token-send',
      words: `Sent ${tokenWords(call.contractId, amount, context)} to ${shortPrincipal(recipient)}`,
    };
  }
  return {
    kind: 'nft-send',
    words: `Sent ${parseContractId(call.contractId)?.[1] ?? call.contractId} ${first.repr} to ${shortPrincipal(recipient)}`,
  };
}

/** What a contract call did to the account's tokens, from its transfers. */
function describeTokenMovement(
  moved: Movements,
  context: DescribeActivityContext,
): Described | undefined {
  const me = context.address;
  const ftOut = moved.ftTransfers.filter((t) => t.from === me);
  const ftIn = moved.ftTransfers.filter((t) => t.to === me);
  const nftOut = moved.nftTransfers.filter((t) => t.from === me);
  const nftIn = moved.nftTransfers.filter((t) => t.to === me);
  const stxMoves = moved.stxTransfers.filter((t) => t.from === me || t.to === me).length;
  const nftName = (asset: string, id: string) =>
    `${asset.includes('::') ? asset.slice(asset.indexOf('::') + 2) : asset} ${id}`;
  // One movement in one direction reads as a send or a receive; anything richer (a swap, an NFT
  // bought with STX) is left to the caller's "Called …" with its amounts.
  if (stxMoves + ftOut.length + nftOut.length + ftIn.length + nftIn.length !== 1) return undefined;
  const [sent] = ftOut;
  if (sent) {
    return {
      kind: 'token-send',
      words: `Sent ${tokenWords(sent.asset, sent.amount, context)}${sent.to ? ` to ${shortPrincipal(sent.to)}` : ''}`,
    };
  }
  const [got] = ftIn;
  if (got) {
    return {
      kind: 'token-receive',
      words: `Received ${tokenWords(got.asset, got.amount, context)}${got.from ? ` from ${shortPrincipal(got.from)}` : ''}`,
    };
  }
  const [nftSent] = nftOut;
  if (nftSent) {
    return {
      kind: 'nft-send',
      words: `Sent ${nftName(nftSent.asset, nftSent.idRepr)}${nftSent.to ? ` to ${shortPrincipal(nftSent.to)}` : ''}`,
    };
  }
  const [nftGot] = nftIn;
  if (nftGot) {
    return {
      kind: 'nft-receive',
      words: `Received ${nftName(nftGot.asset, nftGot.idRepr)}${nftGot.from ? ` from ${shortPrincipal(nftGot.from)}` : ''}`,
    };
  }
  return undefined;
}

function describeCall(
  tx: AccountTransaction,
  call: Call,
  moved: Movements,
  context: DescribeActivityContext,
): Described {
  const mine = tx.sender === context.address;
  const staking =
    (mine ? describeStaking(call, context) : undefined) ??
    describeRewards(tx, call, moved, context);
  if (staking) return staking;
  const tokens =
    describeTokenMovement(moved, context) ??
    (mine && moved === NO_MOVEMENTS ? pendingTokenTransfer(call, context) : undefined);
  if (tokens) return tokens;
  const tokensMoved = [...moved.ftTransfers, ...moved.nftTransfers].some(
    (t) => t.from === context.address || t.to === context.address,
  );
  if (!mine && !tokensMoved) {
    const received = moved.stxTransfers
      .filter((t) => t.to === context.address)
      .reduce((sum, t) => sum + t.amount, 0n);
    if (received > 0n) {
      return {
        kind: 'receive',
        words: `Received ${formatTokenAmount(received, STX)} from ${shortPrincipal(tx.sender)}`,
      };
    }
  }
  if (!mine && tx.sponsor === context.address) {
    // In this history as the sponsor who paid the fee, as for a sponsored transfer.
    return {
      kind: 'other',
      words: `Paid the fee of ${shortPrincipal(tx.sender)}’s call of ${call.functionName} on ${shortPrincipal(call.contractId)}`,
    };
  }
  return {
    kind: 'contract-call',
    words: `Called ${call.functionName} on ${shortPrincipal(call.contractId)}`,
  };
}

function describePayload(
  tx: AccountTransaction,
  moved: Movements,
  context: DescribeActivityContext,
): Described {
  const { payload } = tx;
  switch (payload.type) {
    case 'token_transfer': {
      const amount = formatTokenAmount(payload.amountMicroStx, STX);
      if (tx.sender === context.address) {
        return {
          kind: 'send',
          words:
            payload.recipient === context.address
              ? `Sent ${amount} to yourself`
              : `Sent ${amount} to ${shortPrincipal(payload.recipient)}`,
        };
      }
      if (payload.recipient !== context.address) {
        // In this history only as the sponsor who paid the fee (Hiro lists a sponsor's too).
        return {
          kind: 'other',
          words: `Paid the fee of ${shortPrincipal(tx.sender)}’s transfer of ${amount} to ${shortPrincipal(payload.recipient)}`,
        };
      }
      return { kind: 'receive', words: `Received ${amount} from ${shortPrincipal(tx.sender)}` };
    }
    case 'contract_call':
      return describeCall(tx, payload, moved, context);
    case 'smart_contract':
      return {
        kind: 'deploy',
        words: `Deployed ${parseContractId(payload.contractId)?.[1] ?? payload.contractId}`,
      };
    case 'coinbase':
      return { kind: 'coinbase', words: 'Mined a block (coinbase)' };
    case 'tenure_change':
      return {
        kind: 'tenure-change',
        words: `Tenure change (${payload.cause.replaceAll('_', ' ')})`,
      };
    case 'poison_microblock':
      return { kind: 'other', words: 'Reported a conflicting microblock (poison microblock)' };
    case 'unknown':
      return { kind: 'other', words: `A transaction of type ${payload.apiType}` };
  }
}

/** The staking contracts a failed call involved, when it was one (the same calls describeStaking
 * and describeRewards read): pox-5 with the manager from its argument, a listed wrapper with its
 * pool's manager, a listed manager's own claim or pull. Anything else is not staking, so its error
 * codes are not read with the staking tables. */
function stakingCallOf(
  call: Call,
  context: DescribeActivityContext,
): { contract: string; manager?: string | undefined } | undefined {
  const { contractId, functionName } = call;
  if (isPox5Contract(contractId)) {
    const manager =
      functionName === 'stake' || functionName === 'stake-update'
        ? argRepr(call, 'signer-manager', 0)
        : functionName === 'unstake'
          ? argRepr(call, 'old-signer-manager', 0)
          : undefined;
    return { contract: contractId, manager: principalArg(manager) };
  }
  const pool = findPoolByManager(contractId, context.networkKind);
  if (!pool) return undefined;
  if (isNativePoolWrapper(contractId, context)) {
    return ['delegate', 'delegate-update', 'undelegate'].includes(functionName)
      ? { contract: contractId, manager: pool.manager }
      : undefined;
  }
  return functionName === 'claim-staker-rewards' || functionName === 'claim-rewards'
    ? { contract: contractId }
    : undefined;
}

function failureReasonOf(
  tx: AccountTransaction,
  context: DescribeActivityContext,
): string | undefined {
  const status = statusOf(tx.status);
  if (status !== 'failed' && status !== 'dropped') return undefined;
  if (tx.status === 'abort_by_response' && tx.payload.type === 'contract_call') {
    const staking = stakingCallOf(tx.payload, context);
    const words = staking && describeStakingError(tx.resultRepr, staking);
    if (words) return words;
  }
  if (tx.status === 'abort_by_response' && tx.payload.type === 'smart_contract') {
    // A deploy has no `(err …)` of its own (its result reads `none`): the VM's words are the why.
    return `The contract could not be deployed${tx.vmError ? `: ${tx.vmError}` : '.'}`;
  }
  const reason = transactionFailureReason(tx.status, tx.resultRepr);
  return tx.vmError ? `${reason} ${tx.vmError}` : reason;
}

/** One transaction of the account's history (or its mempool) → the activity entry. */
export function describeActivity(
  item: AddressTransaction | AccountTransaction,
  context: DescribeActivityContext,
): ActivityEntry {
  const tx = 'tx' in item ? item.tx : item;
  const moved = 'tx' in item ? item : NO_MOVEMENTS;
  const { kind, words } = describePayload(tx, moved, context);
  const payer = tx.sponsor ?? tx.sender;
  return {
    txid: tx.txid,
    status: statusOf(tx.status),
    failureReason: failureReasonOf(tx, context),
    kind,
    words,
    amounts: amountsOf(tx, moved, context),
    feeMicroStx: payer === context.address ? tx.feeMicroStx : 0n,
    time: tx.time,
  };
}
