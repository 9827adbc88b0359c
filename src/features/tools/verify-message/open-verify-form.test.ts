import { describe, expect, it } from 'vitest';
import { stxEntry } from '@/mocks/fixtures/wallet-addresses';
import {
  FIXTURE_STX_MESSAGE,
  FIXTURE_STX_MESSAGE_SIGNATURE,
} from '@/mocks/fixtures/wallet-responses';
import { openVerifyForm } from './open-verify-form';

const TESTNET = { kind: 'testnet', chainId: 2147483648 } as const;

describe('openVerifyForm', () => {
  it('starts empty, on the network’s chain id, with no verdict', () => {
    const { values, result } = openVerifyForm(new URLSearchParams(), TESTNET);
    expect(values).toMatchObject({ type: 'plain', message: '', chainId: '2147483648' });
    expect(result).toBeUndefined();
  });

  it('checks a complete link at once', () => {
    const search = new URLSearchParams({
      type: 'plain',
      message: FIXTURE_STX_MESSAGE,
      signature: FIXTURE_STX_MESSAGE_SIGNATURE,
      publicKey: stxEntry.publicKey,
    });
    const { values, result } = openVerifyForm(search, TESTNET);
    expect(values.message).toBe(FIXTURE_STX_MESSAGE);
    expect(result?.valid).toBe(true);
  });
});
