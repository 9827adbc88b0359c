// The activity list's API files and words (src/stacks/api/address-transactions.ts,
// address-mempool.ts, src/features/portfolio/activity/describe-activity.ts) against the devnet's
// real answers: a transfer waiting and then mined, a stake with Fast Pool, the pull and the claim
// of its sBTC rewards, a stake pox-5 refuses, an NFT sent and a deploy — each read back through
// the app's own schemas (nothing left unreadable) and said in the words the person reads.
import { Cl } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { describeActivity } from '../src/features/portfolio/activity/describe-activity';
import { fetchAddressMempool } from '../src/stacks/api/address-mempool';
import { fetchAddressTransactions } from '../src/stacks/api/address-transactions';
import { sbtcContracts } from '../src/stacks/sbtc/sbtc-contracts';
import { buildClaimStakerRewards } from '../src/stacks/staking/build-claim-staker-rewards';
import { buildPullRewards } from '../src/stacks/staking/build-pull-rewards';
import { buildStake } from '../src/stacks/staking/build-stake';
import type { ContractCallRequest } from '../src/stacks/contract-call-request';
import { fetchPoxState, requirePox5 } from '../src/stacks/staking/pox-state';
import { fetchStakerRewardsByCycle } from '../src/stacks/staking/staker-rewards-by-cycle';
import { findPool } from '../src/stacks/staking/staking-pools';
import { shortenAddress } from '../src/lib/shorten-address';
import { account } from './accounts.mjs';
import { devnetContracts } from './contracts.mjs';
import { call, deploy, NoncesJson, transfer, useTestDevnet } from './test-helpers';

const node = useTestDevnet();
const STX = 1_000_000n;
const wallet1 = account('wallet_1');
const wallet2 = account('wallet_2');
/** The devnet's sBTC, as the portfolio names it when `/v2/pox` has not answered yet. */
const devnetSbtc = sbtcContracts('devnet').token;
const devnetApi = () => ({ apiUrl: node.devnet.url, kind: 'devnet' as const });

const nextNonce = async (address: string) =>
  (await node.api.read(NoncesJson, `/extended/v1/address/${address}/nonces`)).possible_next_nonce;

const mine = async () => expect((await node.api.post('/_devnet/mine')).status).toBe(200);

async function send(request: ContractCallRequest) {
  const tx = await call({
    key: wallet1.privateKey,
    contract: request.contract,
    fn: request.functionName,
    args: request.functionArgs,
    nonce: await nextNonce(wallet1.address),
    deny: true,
    postConditions: request.postConditions,
  });
  expect((await node.api.broadcast(tx)).status).toBe(200);
  await mine();
}

/** The whole history of `address` in words, newest first, and how many entries did not parse. */
async function history(address: string) {
  const page = await fetchAddressTransactions(devnetApi(), address, 0);
  return {
    unreadable: page.unreadable,
    entries: page.transactions.map((item) =>
      describeActivity(item, { address, networkKind: 'devnet', sbtcToken: devnetSbtc }),
    ),
  };
}

describe('activity on the devnet', () => {
  it('says what wallet_1 did, newest first, with amounts, fees and failures', async () => {
    const fastPool = findPool('fast-pool', 'devnet');
    if (!fastPool) throw new Error('fast-pool is listed on the devnet');

    // A transfer: pending in the mempool first, then mined.
    const sent = await transfer({
      key: wallet1.privateKey,
      to: wallet2.address,
      amount: 12_500_000,
      nonce: await nextNonce(wallet1.address),
      fee: 300,
    });
    expect((await node.api.broadcast(sent)).status).toBe(200);
    const mempool = await fetchAddressMempool(devnetApi(), wallet1.address);
    expect(mempool.unreadable).toBe(0);
    expect(
      mempool.transactions.map((tx) =>
        describeActivity(tx, {
          address: wallet1.address,
          networkKind: 'devnet',
          sbtcToken: devnetSbtc,
        }),
      ),
    ).toMatchObject([
      {
        txid: `0x${sent.txid()}`,
        status: 'pending',
        kind: 'send',
        words: `Sent 12.5 STX to ${shortenAddress(wallet2.address)}`,
        amounts: [{ direction: 'out', baseUnits: 12_500_000n, unit: 'STX', decimals: 6 }],
        feeMicroStx: 300n,
      },
    ]);
    await mine();
    expect((await fetchAddressMempool(devnetApi(), wallet1.address)).transactions).toEqual([]);

    // A stake with Fast Pool, its rewards pulled and claimed two cycles on.
    let pox = requirePox5(await fetchPoxState(devnetApi()));
    const stake = buildStake({
      pox,
      target: fastPool,
      amountMicroStx: 1_000n * STX,
      cycles: 2,
      payout: undefined,
    });
    await send(stake);
    const firstCycle = pox.currentCycle + 1;
    // The same stake again, without the lock's post-condition (with it, the node stops it first:
    // abort_by_post_condition): pox-5 refuses it itself, one position per staker
    // (docs/staking-pox-5.md#error-codes u19).
    await send({ ...stake, postConditions: [] });
    await node.api.post('/_devnet/advance', { to: 'next-cycle' });
    await node.api.post('/_devnet/advance', { to: 'next-cycle' });
    pox = requirePox5(await fetchPoxState(devnetApi()));
    await send(
      buildPullRewards({
        pox5: pox.contractId,
        manager: fastPool.manager,
        cycle: firstCycle,
        sbtcToken: sbtcContracts('devnet', pox.sbtcToken).token,
      }),
    );
    const rows = await fetchStakerRewardsByCycle(devnetApi(), { pox, staker: wallet1.address });
    const net = rows.find((row) => row.cycle === firstCycle)?.claimableNetSats ?? 0n;
    expect(net).toBeGreaterThan(0n);
    await send(
      buildClaimStakerRewards({
        staker: wallet1.address,
        manager: fastPool.manager,
        entry: fastPool.entry,
        cycle: firstCycle,
        netSats: net,
        sbtcToken: sbtcContracts('devnet', pox.sbtcToken).token,
      }),
    );

    // An NFT sent and a contract deployed.
    const nft = await call({
      key: wallet1.privateKey,
      contract: devnetContracts.nft.id,
      fn: 'transfer',
      args: [Cl.uint(2), Cl.principal(wallet1.address), Cl.principal(wallet2.address)],
      nonce: await nextNonce(wallet1.address),
      deny: false,
    });
    expect((await node.api.broadcast(nft)).status).toBe(200);
    const deployed = await deploy({
      key: wallet1.privateKey,
      name: 'activity-counter',
      source: '(define-data-var n uint u0)\n(define-read-only (get-n) (var-get n))',
      nonce: await nextNonce(wallet1.address),
    });
    expect((await node.api.broadcast(deployed)).status).toBe(200);
    await mine();

    const mine1 = await history(wallet1.address);
    expect(mine1.unreadable).toBe(0);
    const sats = Number(net) / 1e8;
    expect(mine1.entries.map(({ status, words }) => ({ status, words }))).toEqual([
      { status: 'confirmed', words: 'Deployed activity-counter' },
      { status: 'confirmed', words: `Sent devnet-nft u2 to ${shortenAddress(wallet2.address)}` },
      { status: 'confirmed', words: `Claimed ${String(sats)} sBTC from Fast Pool` },
      {
        status: 'confirmed',
        words: `Pulled Fast Pool’s rewards for cycle ${String(firstCycle)} from pox-5`,
      },
      { status: 'failed', words: 'Staked 1,000 STX with Fast Pool' },
      { status: 'confirmed', words: 'Staked 1,000 STX with Fast Pool' },
      { status: 'confirmed', words: `Sent 12.5 STX to ${shortenAddress(wallet2.address)}` },
    ]);
    const [deploy_, nftSent, claim, , refused, staked, transferred] = mine1.entries;
    expect(refused?.failureReason).toMatch(/^ERR_ALREADY_STAKED: /);
    expect(staked?.amounts).toEqual([]);
    expect(claim?.kind).toBe('claim-rewards');
    expect(claim?.amounts).toEqual([
      { direction: 'in', baseUnits: net, decimals: 8, unit: 'sBTC' },
    ]);
    expect(nftSent?.kind).toBe('nft-send');
    expect(deploy_?.kind).toBe('deploy');
    expect(transferred).toMatchObject({
      kind: 'send',
      feeMicroStx: 300n,
      amounts: [{ direction: 'out', baseUnits: 12_500_000n }],
    });
    expect(transferred?.time).toBeInstanceOf(Date);

    // wallet_2's side of the same history.
    const theirs = await history(wallet2.address);
    expect(theirs.unreadable).toBe(0);
    expect(
      theirs.entries.map(({ kind, words, feeMicroStx }) => ({ kind, words, feeMicroStx })),
    ).toEqual([
      {
        kind: 'nft-receive',
        words: `Received devnet-nft u2 from ${shortenAddress(wallet1.address)}`,
        feeMicroStx: 0n,
      },
      {
        kind: 'receive',
        words: `Received 12.5 STX from ${shortenAddress(wallet1.address)}`,
        feeMicroStx: 0n,
      },
    ]);
    // Measured 7–17 s on the shared 2-core machine (two advances, seven blocks): wide margin.
  }, 90_000);
});
