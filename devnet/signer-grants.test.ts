// `POST /_devnet/revoke-grant` and `/_devnet/restore-grant`: a signer-manager's signer-key grant
// revoked the way pox-5 does it (`revoke-signer-grant`, sent by the key's own account), so that a
// stake to it fails with (err u17) as on mainnet, and granted again; bodies validated in words.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { Cl, ClarityType, privateKeyToAddress, privateKeyToPublic } from '@stacks/transactions';
import { wallet1 } from '#common/devnet-accounts.mjs';
import { POX_5, signerManagers } from './contracts.mjs';
import {
  ErrorJson,
  NoncesJson,
  PoxJson,
  SignerManagersJson,
  call,
  useTestDevnet,
} from './test-helpers';

const node = useTestDevnet();

const STX = 1_000_000n;
const fastPool = signerManagers.find((m) => m.slug === 'fast-pool');
const unregistered = signerManagers.find((m) => m.slug === 'unregistered');
if (!fastPool?.signerKey || !unregistered) throw new Error('the seeded managers changed');
const FAST_POOL = fastPool.contract.id;
const FAST_POOL_KEY = String(privateKeyToPublic(fastPool.signerKey));

const GrantJson = z.object({
  manager: z.string(),
  signer_key: z.string(),
  signer_address: z.string(),
  granted: z.boolean(),
});
const RevokedJson = GrantJson.extend({ existed: z.boolean() });
const RestoredJson = GrantJson.extend({ restored: z.boolean(), auth_id: z.number().nullable() });

/** pox-5 `verify-signer-key-grant` of fast-pool's key, through the node's read-only endpoint. */
async function verifyGrant() {
  const result = await node.api.readOnly(
    POX_5,
    'verify-signer-key-grant',
    [Cl.principal(FAST_POOL), Cl.bufferFromHex(FAST_POOL_KEY)],
    wallet1.address,
  );
  return result.type === ClarityType.ResponseOk ? 'ok' : Cl.prettyPrint(result);
}

/** fast-pool as GET /_devnet/signer-managers lists it. */
async function listed() {
  const all = await node.api.read(SignerManagersJson, '/_devnet/signer-managers');
  return all.find((m) => m.contract_id === FAST_POOL);
}

/** wallet_1 stakes 60,000 STX to fast-pool for 2 cycles; answers the mined record. */
async function stakeToFastPool() {
  const pox = await node.api.read(PoxJson, '/v2/pox');
  const { possible_next_nonce: nonce } = await node.api.read(
    NoncesJson,
    `/extended/v1/address/${wallet1.address}/nonces`,
  );
  const tx = await call({
    key: wallet1.privateKey,
    contract: POX_5,
    fn: 'stake',
    args: [
      Cl.principal(FAST_POOL),
      Cl.uint(60_000n * STX),
      Cl.uint(2),
      Cl.uint(pox.current_burnchain_block_height),
      Cl.none(),
    ],
    nonce,
  });
  expect((await node.api.broadcast(tx)).status).toBe(200);
  expect((await node.api.post('/_devnet/mine')).status).toBe(200);
  return node.api.tx(tx.txid());
}

describe('POST /_devnet/revoke-grant', () => {
  it('revokes the grant as its key: a stake to the manager fails with (err u17) until restored', async () => {
    expect(await verifyGrant()).toBe('ok');
    const revoked = await node.api.postRead(RevokedJson, '/_devnet/revoke-grant', {
      manager: FAST_POOL,
    });
    expect(revoked).toEqual({
      manager: FAST_POOL,
      signer_key: `0x${FAST_POOL_KEY}`,
      signer_address: privateKeyToAddress(fastPool.signerKey ?? '', 'testnet'),
      existed: true,
      granted: false,
    });
    expect(await verifyGrant()).toBe('(err u17)');
    // still registered (pox-5 leaves `signers` alone), no longer granted
    expect(await listed()).toMatchObject({ registered: true, grant_active: false });
    const refused = await stakeToFastPool();
    expect(refused.tx_status).toBe('abort_by_response');
    expect(refused.tx_result?.repr).toBe('(err u17)');

    // a second revocation finds nothing to delete
    const again = await node.api.postRead(RevokedJson, '/_devnet/revoke-grant', {
      manager: FAST_POOL,
    });
    expect(again).toMatchObject({ existed: false, granted: false });

    const restored = await node.api.postRead(RestoredJson, '/_devnet/restore-grant', {
      manager: FAST_POOL,
    });
    // the boot used auth id 1; a grant's auth id works once
    expect(restored).toMatchObject({ restored: true, auth_id: 2, granted: true });
    expect(await verifyGrant()).toBe('ok');
    expect(await listed()).toMatchObject({ registered: true, grant_active: true });
    const accepted = await stakeToFastPool();
    expect(accepted.tx_status).toBe('success');

    // restoring an active grant changes nothing
    const noop = await node.api.postRead(RestoredJson, '/_devnet/restore-grant', {
      manager: FAST_POOL,
    });
    expect(noop).toMatchObject({ restored: false, auth_id: null, granted: true });
  });

  it('a reset brings the grant back', async () => {
    await node.api.post('/_devnet/revoke-grant', { manager: FAST_POOL });
    expect(await verifyGrant()).toBe('(err u17)');
    expect((await node.api.post('/_devnet/reset')).status).toBe(200);
    expect(await verifyGrant()).toBe('ok');
  });

  it('refuses a malformed body or an unknown manager in words, and keeps serving', async () => {
    const bodies: unknown[] = [
      'not json',
      '[]',
      'null',
      '7',
      {},
      { manager: 5 },
      { manager: '' },
      { manager: ['x'] },
      { manager: 'nobody' },
      { manager: `${FAST_POOL}-nope` },
      { manager: unregistered.contract.id },
      { manager: 'x'.repeat(100_000) },
    ];
    for (const route of ['/_devnet/revoke-grant', '/_devnet/restore-grant']) {
      for (const body of bodies) {
        const answer = await node.api.post(route, body);
        expect(answer.status, `${route} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect(ErrorJson.parse(answer.json).error).toMatch(
          /not valid JSON|must be a JSON object|must be a signer-manager contract id|is not a devnet signer-manager with a signer key/,
        );
      }
    }
    // and nothing was revoked
    expect(await verifyGrant()).toBe('ok');
  });
});
