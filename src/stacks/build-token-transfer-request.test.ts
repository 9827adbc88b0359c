import { Cl } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { buildNftTransferRequest, buildTokenTransferRequest } from './build-token-transfer-request';

const SENDER = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const RECIPIENT = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';

describe('token transfer requests', () => {
  it('a SIP-010 transfer: the sender sends exactly the amount of that token', () => {
    const request = buildTokenTransferRequest({
      sender: SENDER,
      asset: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.devnet-token::wstx',
      recipient: RECIPIENT,
      amount: 12_500_000n,
    });
    expect(request).toEqual({
      asset: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.devnet-token::wstx',
      recipient: RECIPIENT,
      amount: '12500000',
      postConditions: [
        {
          type: 'ft-postcondition',
          address: SENDER,
          condition: 'eq',
          amount: '12500000',
          asset: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.devnet-token::wstx',
        },
      ],
    });
  });

  it('a SIP-009 transfer: the sender sends exactly that NFT', () => {
    const request = buildNftTransferRequest({
      sender: SENDER,
      asset: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.devnet-nft::devnet-nft',
      recipient: RECIPIENT,
      idHex: '0x0100000000000000000000000000000002',
    });
    expect(request.assetId).toEqual(Cl.uint(2));
    expect(request.postConditions).toEqual([
      {
        type: 'nft-postcondition',
        address: SENDER,
        condition: 'sent',
        asset: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.devnet-nft::devnet-nft',
        assetId: Cl.uint(2),
      },
    ]);
  });
});
