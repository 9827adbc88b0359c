// The history's indexes, learnt from admitted and mined transactions, without simnet.
import { describe, expect, it } from 'vitest';
import { Cl, serializeCV } from '@stacks/transactions';
import { ChainHistory } from './chain-history.mjs';
import { miner, wallet1, wallet2, wallet3 } from '#common/devnet-accounts.mjs';
import { BOOT_MINT_TXID, devnetContracts, SEEDED_NFTS } from './contracts.mjs';
import type { TxRecord } from './tx-record.mjs';

type Events = Parameters<ChainHistory['addMined']>[1];

const NFT = `${devnetContracts.nft.id}::devnet-nft`;
const nftKey = (id: number) => `${NFT}|${serializeCV(Cl.uint(id))}`;

/** A record with only the fields the history reads; the cast stands for the rest (never read). */
function record(more: Partial<TxRecord>) {
  return {
    txid: '0x01',
    sender: wallet1.address,
    nonce: 0,
    fee: 300n,
    contractId: null,
    recipient: undefined,
    block: { height: 7 },
    ...more,
  } as unknown as TxRecord;
}

describe('ChainHistory', () => {
  it('starts with the boot’s NFTs, which no transaction carries', () => {
    const history = new ChainHistory();
    expect(history.nftOwners.size).toBe(SEEDED_NFTS.count);
    expect(history.nftOwners.get(nftKey(1))).toEqual({
      owner: SEEDED_NFTS.owner,
      txid: BOOT_MINT_TXID,
      height: 0,
    });
    expect(history.txs.size).toBe(0);
  });

  it('indexes an admitted transaction under its sender, contract and recipient', () => {
    const history = new ChainHistory();
    const r = record({ contractId: 'ST1.c', recipient: wallet2.address });
    history.add(r);
    expect(history.txs.get('0x01')).toBe(r);
    for (const p of [wallet1.address, 'ST1.c', wallet2.address]) {
      expect([...(history.byPrincipal.get(p) ?? [])]).toEqual(['0x01']);
    }
    expect(history.confirmedNonce(wallet1.address)).toBe(0);
  });

  it('learns nonces, STX totals, NFT owners and the principals involved from a mined one', () => {
    const history = new ChainHistory();
    const events = [
      {
        event: 'stx_transfer_event',
        data: { sender: wallet1.address, recipient: wallet2.address, amount: '1000' },
      },
      { event: 'stx_burn_event', data: { sender: wallet1.address, amount: '5' } },
      {
        event: 'nft_transfer_event',
        data: {
          asset_identifier: NFT,
          sender: wallet1.address,
          recipient: wallet3.address,
          raw_value: `0x${serializeCV(Cl.uint(2))}`,
        },
      },
      {
        event: 'nft_burn_event',
        data: {
          asset_identifier: NFT,
          sender: wallet1.address,
          raw_value: `0x${serializeCV(Cl.uint(3))}`,
        },
      },
      // Only the event fields the NFT index reads; the cast stands for the rest.
    ] as unknown as Events;
    history.addMined(record({ nonce: 4 }), events);
    expect(history.confirmedNonce(wallet1.address)).toBe(5);
    expect(history.stxTotalsOf(wallet1.address)).toEqual({ sent: 1005n, received: 0n, fees: 300n });
    expect(history.stxTotalsOf(wallet2.address)).toEqual({ sent: 0n, received: 1000n, fees: 0n });
    expect(history.stxTotalsOf(miner.address).received).toBe(300n);
    expect(history.nftOwners.get(nftKey(2))).toEqual({
      owner: wallet3.address,
      txid: '0x01',
      height: 7,
    });
    expect(history.nftOwners.has(nftKey(3))).toBe(false);
    expect(history.byPrincipal.get(wallet3.address)?.has('0x01')).toBe(true);
  });
});
