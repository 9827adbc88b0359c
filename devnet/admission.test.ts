// Admission's checks that come before the chain's state is read: decoding, version, sponsorship,
// signature and chain id. Those that read the state (nonce, funds, contracts) run against a real
// devnet in transfers.test.ts, abuse.test.ts and server.test.ts.
import { describe, expect, it } from 'vitest';
import { createNetwork } from '@stacks/network';
import { makeSTXTokenTransfer } from '@stacks/transactions';
import type { StacksNetworkName } from '@stacks/network';
import { admitTransaction, TxRejection } from './admission.mjs';
import { wallet1, wallet2 } from '#common/devnet-accounts.mjs';
import type { Chain } from './chain.mjs';

/** Nothing waits and nothing was accepted: the checks here read no more than that, so the cast
 * stands for a Chain whose other parts are never reached. */
const emptyChain = { history: { txs: new Map() } } as unknown as Chain;

function signed(
  network: StacksNetworkName | ReturnType<typeof createNetwork> = 'devnet',
  sponsored = false,
) {
  return makeSTXTokenTransfer({
    recipient: wallet2.address,
    amount: 1n,
    senderKey: wallet1.privateKey,
    network,
    nonce: 0n,
    fee: 300n,
    sponsored,
  });
}

function rejection(bytes: Uint8Array, origin?: { txid: string; error: string | null }) {
  try {
    admitTransaction(emptyChain, bytes, origin);
  } catch (error) {
    if (error instanceof TxRejection) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error('admitted');
}

describe('admitTransaction', () => {
  it('refuses bytes that are not exactly one transaction', async () => {
    expect(rejection(new Uint8Array([0, 1, 2])).reason).toBe('Deserialization');
    const bytes = (await signed()).serializeBytes();
    const longer = new Uint8Array([...bytes, 0]);
    expect(rejection(longer)).toEqual({
      reason: 'Deserialization',
      message: 'trailing bytes after the transaction',
    });
  });

  it('refuses a mainnet transaction and a sponsored one', async () => {
    expect(rejection((await signed('mainnet')).serializeBytes()).reason).toBe(
      'BadTransactionVersion',
    );
    expect(rejection((await signed('devnet', true)).serializeBytes()).reason).toBe('NotSupported');
  });

  it('takes the origin check’s verdict for its own txid only', async () => {
    const tx = await signed();
    const refused = rejection(tx.serializeBytes(), { txid: tx.txid(), error: 'bad key' });
    expect(refused).toEqual({
      reason: 'SignatureValidation',
      message: 'signature does not verify: bad key',
    });
  });

  it('refuses another chain id as a signature failure, as a node does', async () => {
    const tx = await signed({ ...createNetwork('testnet'), chainId: 1 });
    const refused = rejection(tx.serializeBytes());
    expect(refused.reason).toBe('SignatureValidation');
    expect(refused.message).toContain('invalid chain ID 1 (expected 2147483648)');
  });
});
