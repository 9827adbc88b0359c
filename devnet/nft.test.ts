import { Cl, cvToString, Pc, serializeCV } from '@stacks/transactions';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { wallet1, wallet2, wallet3 } from '#common/devnet-accounts.mjs';
import { BOOT_MINT_TXID, devnetContracts, SEEDED_NFTS } from './contracts.mjs';
import { call, pageOf, useTestDevnet } from './test-helpers';

// devnet-nft (SIP-009, contracts/devnet-nft.clar): seeded to wallet_1 at boot, listed by the
// holdings endpoint in the shape the app reads, transferable only by its owner, claimable by anyone.

const node = useTestDevnet();
const NFT = devnetContracts.nft.id as `${string}.${string}`;
const ASSET: `${string}.${string}::${string}` = `${NFT}::devnet-nft`;

const Holding = z.object({
  asset_identifier: z.string(),
  value: z.object({ hex: z.string(), repr: z.string() }),
  block_height: z.number(),
  tx_id: z.string(),
});
const holdings = (principal: string) =>
  node.api.read(pageOf(Holding), `/extended/v1/tokens/nft/holdings?principal=${principal}`);
const ownerOf = async (id: number) =>
  cvToString(await node.api.readOnly(NFT, 'get-owner', [Cl.uint(id)], wallet1.address));

describe('devnet-nft', () => {
  it('starts with the seeded NFTs in wallet_1, listed by the holdings endpoint', async () => {
    expect(SEEDED_NFTS.owner).toBe(wallet1.address);
    const held = await holdings(wallet1.address);
    expect(held.total).toBe(SEEDED_NFTS.count);
    expect(held.results.map((h) => h.value.repr).sort()).toEqual(['u1', 'u2', 'u3']);
    for (const h of held.results) {
      expect(h.asset_identifier).toBe(ASSET);
      expect(h.value.hex).toBe(`0x${serializeCV(Cl.uint(h.value.repr.slice(1)))}`);
      expect(h.tx_id).toBe(BOOT_MINT_TXID);
    }
    expect(cvToString(await node.api.readOnly(NFT, 'get-last-token-id', [], wallet1.address))).toBe(
      '(ok u3)',
    );
    expect(await ownerOf(2)).toBe(`(ok (some ${wallet1.address}))`);
    expect(await ownerOf(4)).toBe('(ok none)');
    expect(
      cvToString(await node.api.readOnly(NFT, 'get-token-uri', [Cl.uint(1)], wallet1.address)),
    ).toBe('(ok none)');
  });

  it('moves an NFT to its new owner in Deny mode with an exact post-condition', async () => {
    const tx = await call({
      key: wallet1.privateKey,
      contract: NFT,
      fn: 'transfer',
      args: [Cl.uint(2), Cl.principal(wallet1.address), Cl.principal(wallet2.address)],
      nonce: 0,
      deny: true,
      postConditions: [Pc.principal(wallet1.address).willSendAsset().nft(ASSET, Cl.uint(2))],
    });
    expect((await node.api.broadcast(tx)).status).toBe(200);
    await node.api.post('/_devnet/mine');
    expect((await node.api.tx(tx.txid())).tx_status).toBe('success');
    expect(await ownerOf(2)).toBe(`(ok (some ${wallet2.address}))`);
    // An NFT is not a fungible token: the balances list it under non_fungible_tokens only.
    const balances = await node.api.balances(wallet1.address);
    expect(balances.fungible_tokens).toEqual({});
    expect(Object.keys(balances.non_fungible_tokens)).toEqual([ASSET]);
    expect(balances.non_fungible_tokens[ASSET]).toMatchObject({ count: '2' });
    expect((await holdings(wallet1.address)).results.map((h) => h.value.repr).sort()).toEqual([
      'u1',
      'u3',
    ]);
    const theirs = await holdings(wallet2.address);
    expect(theirs.results).toEqual([
      expect.objectContaining({ asset_identifier: ASSET, tx_id: `0x${tx.txid()}` }),
    ]);
  });

  it('refuses a transfer by anyone but the owner, and lets anyone claim the next id', async () => {
    const stolen = await call({
      key: wallet3.privateKey,
      contract: NFT,
      fn: 'transfer',
      args: [Cl.uint(1), Cl.principal(wallet1.address), Cl.principal(wallet3.address)],
      nonce: 0,
    });
    const claimed = await call({
      key: wallet3.privateKey,
      contract: NFT,
      fn: 'claim',
      args: [],
      nonce: 1,
    });
    for (const tx of [stolen, claimed]) expect((await node.api.broadcast(tx)).status).toBe(200);
    await node.api.post('/_devnet/mine');
    const refused = await node.api.tx(stolen.txid());
    expect(refused).toMatchObject({ tx_status: 'abort_by_response' });
    expect(refused.tx_result?.repr).toBe('(err u4)');
    expect((await node.api.tx(claimed.txid())).tx_result?.repr).toBe('(ok u4)');
    expect(await ownerOf(1)).toBe(`(ok (some ${wallet1.address}))`);
    expect((await holdings(wallet3.address)).results.map((h) => h.value.repr)).toEqual(['u4']);
  });

  it('starts again from the seeded NFTs after a reset', async () => {
    const tx = await call({
      key: wallet1.privateKey,
      contract: NFT,
      fn: 'transfer',
      args: [Cl.uint(1), Cl.principal(wallet1.address), Cl.principal(wallet2.address)],
      nonce: 0,
    });
    await node.api.broadcast(tx);
    await node.api.post('/_devnet/mine');
    expect((await holdings(wallet2.address)).total).toBe(1);
    expect((await node.api.post('/_devnet/reset')).status).toBe(200);
    expect((await holdings(wallet2.address)).total).toBe(0);
    expect((await holdings(wallet1.address)).total).toBe(SEEDED_NFTS.count);
  });
});
