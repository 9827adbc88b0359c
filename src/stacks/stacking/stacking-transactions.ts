// The contract calls of stacking, ready for a wallet's `stx_callContract`. Only lazily loaded
// code may import this module: it pulls `@stacks/transactions`.
import { Cl, Pc, cvToString } from '@stacks/transactions';
import type { ClarityValue, PostCondition } from '@stacks/transactions';
import type { PoxAddress } from '../staking/pox-address';
import type { LiquidProtocol, PooledProtocol } from './stacking-protocols';

export interface StackingContractCall {
  /** `address.name` */
  contract: string;
  functionName: string;
  functionArgs: ClarityValue[];
  postConditions: PostCondition[];
  /** Always deny: a call may move only what its post-conditions name. */
  postConditionMode: 'deny';
}

function splitContractId(contractId: string): [address: string, name: string] {
  const [address, name, ...rest] = contractId.split('.');
  if (!address || !name || rest.length > 0) {
    throw new TypeError(`Not a contract id: ${contractId}`);
  }
  return [address, name];
}

function contractPrincipal(contractId: string): ClarityValue {
  const [address, name] = splitContractId(contractId);
  return Cl.contractPrincipal(address, name);
}

const MAX_U64 = (1n << 64n) - 1n;

function assertAmount(amountMicroStx: bigint): void {
  // Zero never makes sense for stacking. The cap is a post-condition's u64 (every STX that will
  // ever exist fits it), so the delegation and deposit calls accept the same amounts.
  if (amountMicroStx <= 0n || amountMicroStx > MAX_U64) {
    throw new RangeError(`Invalid amount ${amountMicroStx.toString()} µSTX.`);
  }
}

function call(
  contract: string,
  functionName: string,
  functionArgs: ClarityValue[],
  postConditions: PostCondition[] = [],
): StackingContractCall {
  splitContractId(contract);
  return { contract, functionName, functionArgs, postConditions, postConditionMode: 'deny' };
}

/** pox-4's tuple for a reward address. */
function poxAddressCV(poxAddress: PoxAddress): ClarityValue {
  return Cl.tuple({
    version: Cl.buffer(Uint8Array.of(poxAddress.version)),
    hashbytes: Cl.buffer(poxAddress.hashbytes),
  });
}

/** `pox-4.allow-contract-caller(pool contract, none)`: lets the pool's contract delegate for the
 * user, with no end height. Nothing moves, so no post-condition. */
export function allowContractCallerCall(pox4: string, pool: PooledProtocol): StackingContractCall {
  return call(pox4, 'allow-contract-caller', [contractPrincipal(pool.contract), Cl.none()]);
}

/**
 * The pool's `delegate-stx`. Delegating moves no STX (pox-4 only records it), so the call has no
 * post-condition and deny mode: it may not move anything.
 * - wrapper: `delegate-stx (amount)` — always with its argument (known bug: sent without). Its
 *   duration is fixed by the contract, so a duration here is a UI mistake and throws.
 * - pox4-pools: `delegate-stx (amount, delegate-to, until-burn-ht, none, user-pox-addr, none)`.
 */
export function delegateStxCall(input: {
  pool: PooledProtocol;
  amountMicroStx: bigint;
  untilBurnHeight: bigint | undefined;
  rewardPoxAddress: PoxAddress | undefined;
}): StackingContractCall {
  const { pool, amountMicroStx, untilBurnHeight, rewardPoxAddress } = input;
  assertAmount(amountMicroStx);
  if (pool.kind === 'wrapper') {
    if (untilBurnHeight !== undefined) {
      throw new Error(
        `${pool.name} delegates indefinitely; it takes no duration, so none may be shown or sent.`,
      );
    }
    return call(pool.contract, 'delegate-stx', [Cl.uint(amountMicroStx)]);
  }
  if (pool.delegateTo === undefined) {
    throw new Error(`${pool.name} has no pool address to delegate to on this network.`);
  }
  if (rewardPoxAddress === undefined) {
    throw new Error(`${pool.name} pays rewards in BTC and needs a reward Bitcoin address.`);
  }
  if (untilBurnHeight !== undefined && untilBurnHeight <= 0n) {
    throw new RangeError(`Invalid until-burn-ht ${untilBurnHeight.toString()}.`);
  }
  return call(pool.contract, 'delegate-stx', [
    Cl.uint(amountMicroStx),
    Cl.principal(pool.delegateTo),
    untilBurnHeight === undefined ? Cl.none() : Cl.some(Cl.uint(untilBurnHeight)),
    Cl.none(),
    poxAddressCV(rewardPoxAddress),
    Cl.none(),
  ]);
}

/** Stop pooling: `pox-4.revoke-delegate-stx()`. Already locked STX stay locked until unlock. */
export function revokeDelegateStxCall(pox4: string): StackingContractCall {
  return call(pox4, 'revoke-delegate-stx', []);
}

/** Contract names of Stacking DAO's helpers that `deposit` takes, deployed beside the core. */
const STACKING_DAO_DEPOSIT_CONTRACTS = {
  reserve: 'reserve-v1',
  commission: 'commission-v2',
  staking: 'staking-v0',
  directHelpers: 'direct-helpers-v4',
} as const;

/**
 * A liquid-stacking deposit, with the post-condition "sender sends ≤ amount STX" in deny mode
 * (product.md): the protocol may take the deposit and nothing more.
 * - Stacking DAO: mainnet stacking-dao-core's `deposit (reserve commission-contract
 *   staking-contract direct-helpers stx-amount referrer pool)` — the devnet stand-in takes the
 *   same arguments so both networks send the same call.
 * - LISA: `request-mint (amount)`.
 */
export function liquidDepositCall(input: {
  protocol: LiquidProtocol;
  amountMicroStx: bigint;
  sender: string;
}): StackingContractCall {
  const { protocol, amountMicroStx, sender } = input;
  assertAmount(amountMicroStx);
  const postConditions: PostCondition[] = [Pc.principal(sender).willSendLte(amountMicroStx).ustx()];
  if (protocol.slug === 'lisa') {
    return call(
      protocol.contract,
      protocol.functionName,
      [Cl.uint(amountMicroStx)],
      postConditions,
    );
  }
  const [deployer] = splitContractId(protocol.contract);
  const helper = (name: string) => Cl.contractPrincipal(deployer, name);
  return call(
    protocol.contract,
    protocol.functionName,
    [
      helper(STACKING_DAO_DEPOSIT_CONTRACTS.reserve),
      helper(STACKING_DAO_DEPOSIT_CONTRACTS.commission),
      helper(STACKING_DAO_DEPOSIT_CONTRACTS.staking),
      helper(STACKING_DAO_DEPOSIT_CONTRACTS.directHelpers),
      Cl.uint(amountMicroStx),
      Cl.none(),
      Cl.none(),
    ],
    postConditions,
  );
}

/** The arguments as Clarity source (`u1000000`, `'ST….pool`, `none`, `(tuple …)`), for the review
 * screen and tests. */
export function describeClarityArgs(contractCall: StackingContractCall): string[] {
  return contractCall.functionArgs.map((arg) => cvToString(arg));
}
