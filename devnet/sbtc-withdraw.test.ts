// sBTC withdrawals on the devnet: `POST /_devnet/mint-sbtc` credits an account, then the app's own
// builder (src/stacks/sbtc/build-withdrawal-request.ts) is signed in Deny mode as the devnet
// wallet sends it, and the app's registry reader sees the pending request.
import { describe, expect, it } from 'vitest';
import { buildWithdrawalRequest } from '../src/stacks/sbtc/build-withdrawal-request';
import { sbtcContracts } from '../src/stacks/sbtc/sbtc-contracts';
import { fetchWithdrawalRequest } from '../src/stacks/sbtc/withdrawal-request';
import { readWithdrawalRequestId } from '../src/stacks/sbtc/withdrawal-request-id';
import { account } from '#common/devnet-accounts.mjs';
import { SBTC_TOKEN } from './contracts.mjs';
import { ErrorJson, useTestDevnet } from './test-helpers';

const node = useTestDevnet();
const wallet1 = account('wallet_1');
const contracts = sbtcContracts('devnet');
const SBTC_ASSET = `${SBTC_TOKEN}::sbtc-token`;
/** A regtest p2wpkh (BIP-173's example program on the bcrt prefix). */
const BCRT1 = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

const sbtcOf = async (address: string) =>
  BigInt((await node.api.balances(address)).fungible_tokens[SBTC_ASSET]?.balance ?? '0');

describe('POST /_devnet/mint-sbtc', () => {
  it('credits sBTC to a standard principal', async () => {
    const answer = await node.api.post('/_devnet/mint-sbtc', {
      recipient: wallet1.address,
      sats: 250_000,
    });
    expect(answer).toMatchObject({
      status: 200,
      json: { recipient: wallet1.address, minted_sats: '250000' },
    });
    expect(await sbtcOf(wallet1.address)).toBe(250_000n);
  });

  it('refuses a contract, a bad amount and a non-principal in words', async () => {
    for (const body of [
      { recipient: `${wallet1.address}.x`, sats: 1 },
      { recipient: wallet1.address, sats: 0 },
      { recipient: wallet1.address, sats: 1.5 },
      { recipient: 'nobody', sats: 1 },
    ]) {
      const answer = await node.api.post('/_devnet/mint-sbtc', body);
      expect(answer.status).toBe(400);
      expect(ErrorJson.parse(answer.json).error).toMatch(
        /must be a standard principal|must be a whole number|not a Stacks principal/,
      );
    }
  });
});

describe('a withdrawal request on the devnet', () => {
  it('locks amount + max fee under the builder’s Deny post-condition; the request stays pending', async () => {
    await node.api.post('/_devnet/mint-sbtc', { recipient: wallet1.address, sats: 250_000 });
    const request = buildWithdrawalRequest({
      network: 'devnet',
      contracts,
      sender: wallet1.address,
      amountSats: 100_000n,
      maxFeeSats: 3_000n,
      btcAddress: BCRT1,
    });
    const mined = await node.api.sendRequest(request, wallet1);
    expect(mined.tx_status).toBe('success');
    const requestId = readWithdrawalRequestId(mined.tx_result?.repr);
    expect(requestId).toBeTypeOf('number');
    expect(await sbtcOf(wallet1.address)).toBe(250_000n - 103_000n);
    const recorded = await fetchWithdrawalRequest(
      { apiUrl: node.devnet.url },
      contracts.registry,
      requestId ?? -1,
    );
    expect(recorded).toMatchObject({
      amountSats: 100_000n,
      maxFeeSats: 3_000n,
      sender: wallet1.address,
      recipient: { version: 4, hashbytes: '751e76e8199196d454941c45d1b3a323f1433bd6' },
      status: 'pending',
    });
  });
});
