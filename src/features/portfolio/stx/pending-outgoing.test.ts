import { describe, expect, it } from 'vitest';
import type { AccountTransaction } from '@/stacks/api/account-transaction';
import { pendingOutgoingMicroStx } from './pending-outgoing';

const ME = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';
const OTHER = 'SP3FBR2AGK5H9QBDH3EEN6DF8EK8JY7RX8QJ5SVTE';

function tx(overrides: Partial<AccountTransaction>): AccountTransaction {
  return {
    txid: `0x${'00'.repeat(32)}`,
    status: 'pending',
    sender: ME,
    nonce: 1,
    feeMicroStx: 180n,
    sponsor: undefined,
    time: undefined,
    resultRepr: undefined,
    vmError: undefined,
    payload: { type: 'token_transfer', recipient: OTHER, amountMicroStx: 2_000_000n },
    ...overrides,
  };
}

describe('pendingOutgoingMicroStx', () => {
  it('counts what the account sends and the fees it pays, not what it receives', () => {
    expect(
      pendingOutgoingMicroStx(
        [
          tx({}),
          // Paid to the account: neither the amount nor the fee are its.
          tx({
            sender: OTHER,
            payload: { type: 'token_transfer', recipient: ME, amountMicroStx: 5n },
          }),
          // A call: its fee only.
          tx({
            payload: {
              type: 'contract_call',
              contractId: `${OTHER}.c`,
              functionName: 'f',
              args: [],
            },
          }),
        ],
        ME,
      ),
    ).toBe(2_000_360n);
  });

  it('charges a sponsored fee to the sponsor', () => {
    expect(pendingOutgoingMicroStx([tx({ sponsor: OTHER })], ME)).toBe(2_000_000n);
    expect(
      pendingOutgoingMicroStx(
        [tx({ sender: OTHER, sponsor: ME, payload: { type: 'poison_microblock' } })],
        ME,
      ),
    ).toBe(180n);
  });
});
