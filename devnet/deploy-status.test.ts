// A deploy's status on the devnet is the node's: a contract that was deployed is a success,
// whatever its last top-level form evaluates to (found by the portfolio's activity test: a
// contract ending in `define-data-var` read as failed).
import { describe, expect, it } from 'vitest';
import { account } from '#common/devnet-accounts.mjs';
import { deploy, TxJson, useTestDevnet } from './test-helpers';

const node = useTestDevnet();
const wallet1 = account('wallet_1');

describe('deploy status', () => {
  it.each([
    ['ends in define-data-var', '(define-data-var n uint u0)'],
    [
      'ends in define-read-only',
      '(define-data-var n uint u0)\n(define-read-only (get-n) (var-get n))',
    ],
    ['ends in a plain value', '(define-constant answer u42)\nu42'],
  ])('a contract that %s deploys as a success', async (_, source) => {
    const tx = await deploy({ key: wallet1.privateKey, name: 'status-check', source, nonce: 0 });
    const broadcast = await node.api.broadcast(tx);
    expect(broadcast.status).toBe(200);
    expect((await node.api.post('/_devnet/mine')).status).toBe(200);
    const record = await node.api.read(TxJson, `/extended/v1/tx/${tx.txid()}`);
    expect(record.tx_status).toBe('success');
  });
});
