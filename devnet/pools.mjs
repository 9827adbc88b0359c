// Pool operators and the burn chain's clock. Each operator stacks what was delegated to it, the
// way a real pool does once per cycle: `delegate-stack-stx` (or `delegate-stack-extend`) for every
// delegator, then `stack-aggregation-commit-indexed` for the next cycle — as real signed
// transactions from the operator's account, mined like any other.
import { Cl, ClarityType, makeContractCall, PostConditionMode } from '@stacks/transactions';
import { uintField } from './clarity.mjs';
import { c32addressDecode } from 'c32check';
import { POX_4, poolOperators } from './contracts.mjs';

const [POX_ADDRESS = '', POX_NAME = ''] = POX_4.split('.');
/** Fee the operators pay per transaction (µSTX); above the 1 µSTX/byte minimum. */
const OPERATOR_FEE = 2_000n;
/** Most STX an operator's signer key authorises per commit (all of them, on devnet). */
const MAX_AMOUNT = 1_000_000_000_000_000n;
/** Upper bound of one /_devnet/advance (≈4.8 cycles): every request waits while it runs, so one call
 * must stay short; `to: 'next-cycle'` is always within it. */
export const MAX_ADVANCE_BLOCKS = 5_000;

/** The operator's reward address: p2wpkh of its own key hash (what pox-4 pays BTC to). */
/** @param {{address: string}} operator */
function operatorPoxAddress(operator) {
  const [, hash160] = c32addressDecode(operator.address);
  return Cl.tuple({ version: Cl.bufferFromHex('04'), hashbytes: Cl.bufferFromHex(hash160) });
}

/**
 * Lock, for the next reward cycle, every delegation made to each pool operator, and commit it.
 * @param {import('./chain.mjs').Chain} chain
 * @returns {Promise<Array<{operator: string, cycle: number, stackers: string[], txids: string[]}>>}
 */
export async function lockPools(chain) {
  const pox = chain.poxInfo();
  const burn = chain.burnHeight;
  const nextCycle = chain.cycleOf(burn, pox) + 1;
  const nextStart = pox.firstBurnHeight + nextCycle * pox.cycleLength;
  const nextEnd = nextStart + pox.cycleLength;
  const report = [];

  for (const operator of poolOperators) {
    const poxAddr = operatorPoxAddress(operator);
    /** @type {Array<[string, import('@stacks/transactions').ClarityValue[]]>} function, arguments */
    const calls = [];
    const stackers = [];
    for (const stacker of chain.delegators) {
      const delegation = chain.callReadOnly(
        POX_4,
        'get-delegation-info',
        [Cl.principal(stacker)],
        stacker,
      );
      if (!delegation.okay || delegation.result.type !== ClarityType.OptionalSome) continue;
      const info = delegation.result.value;
      if (info.type !== ClarityType.Tuple) continue;
      const delegatedTo = info.value['delegated-to'];
      if (delegatedTo?.type !== ClarityType.PrincipalStandard) continue;
      if (delegatedTo.value !== operator.address) continue;
      const until = info.value['until-burn-ht'];
      if (until?.type === ClarityType.OptionalSome && until.value.type === ClarityType.UInt) {
        if (BigInt(until.value.value) < BigInt(nextEnd)) continue; // expires first
      }
      const account = chain.stxAccount(stacker);
      if (account.locked === 0n) {
        const delegated = uintField(info, 'amount-ustx');
        const amount = delegated < account.unlocked ? delegated : account.unlocked;
        if (amount <= 0n) continue;
        calls.push([
          'delegate-stack-stx',
          [Cl.principal(stacker), Cl.uint(amount), poxAddr, Cl.uint(burn), Cl.uint(1)],
        ]);
      } else if (account.unlockHeight <= nextStart) {
        calls.push(['delegate-stack-extend', [Cl.principal(stacker), poxAddr, Cl.uint(1)]]);
      } else {
        continue; // already locked through the next cycle
      }
      stackers.push(stacker);
    }
    if (!calls.length) continue;
    const authId = BigInt(nextCycle) * 1_000_000n + BigInt(chain.nextNonce(operator.address));
    const signerKey = Cl.bufferFromHex(operator.publicKey);
    calls.push(
      [
        'set-signer-key-authorization',
        [
          poxAddr,
          Cl.uint(1),
          Cl.uint(nextCycle),
          Cl.stringAscii('agg-commit'),
          signerKey,
          Cl.bool(true),
          Cl.uint(MAX_AMOUNT),
          Cl.uint(authId),
        ],
      ],
      [
        'stack-aggregation-commit-indexed',
        [poxAddr, Cl.uint(nextCycle), Cl.none(), signerKey, Cl.uint(MAX_AMOUNT), Cl.uint(authId)],
      ],
    );
    const txids = [];
    for (const [functionName, functionArgs] of calls) {
      const tx = await makeContractCall({
        contractAddress: POX_ADDRESS,
        contractName: POX_NAME,
        functionName,
        functionArgs,
        senderKey: operator.privateKey,
        network: 'devnet',
        nonce: BigInt(chain.nextNonce(operator.address)),
        fee: OPERATOR_FEE,
        postConditionMode: PostConditionMode.Allow,
        validateWithAbi: false,
      });
      txids.push(`0x${chain.submit(tx.serializeBytes())}`);
    }
    report.push({ operator: operator.address, cycle: nextCycle, stackers, txids });
  }
  if (report.length) await chain.mine();
  return report;
}

/**
 * Advance the burn chain to a target, letting the pool operators lock at each prepare phase
 * that starts on the way (as pools do before a cycle begins).
 * @param {import('./chain.mjs').Chain} chain
 * @param {{to?: 'next-cycle'|'prepare-phase', blocks?: number, autoLock?: boolean}} target
 */
export async function advance(chain, { to, blocks, autoLock = true }) {
  const pox = chain.poxInfo();
  const start = (/** @type {number} */ cycle) => pox.firstBurnHeight + cycle * pox.cycleLength;
  let burn = chain.burnHeight;
  const cycle = chain.cycleOf(burn, pox);
  let goal;
  if (to === 'next-cycle') goal = start(cycle + 1);
  else if (to === 'prepare-phase') {
    goal = start(cycle + 1) - pox.prepareLength;
    if (goal <= burn) goal += pox.cycleLength;
  } else goal = burn + (blocks ?? 1);

  const locks = [];
  while (burn < goal) {
    let prepare = start(chain.cycleOf(burn, pox) + 1) - pox.prepareLength;
    if (prepare <= burn) prepare += pox.cycleLength;
    const step = Math.min(goal, prepare) - burn;
    burn = chain.advanceBurnBlocks(step);
    if (autoLock && burn === prepare) locks.push(...(await lockPools(chain)));
  }
  return { burn_block_height: burn, cycle: chain.cycleOf(burn, pox), pool_locks: locks };
}
