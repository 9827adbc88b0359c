import { describe, expect, it } from 'vitest';
import { ASK_ONCE_PER_CONNECTION } from '@/wallet/wallet-self-description-queries';
import { walletNetworksQueryOptions } from './wallet-networks-query';

describe('stx_getNetworks for the Wallet tool', () => {
  it('is asked once per connection, as the wallet’s other self-description is', () => {
    const options = walletNetworksQueryOptions('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7');
    expect(options).toMatchObject(ASK_ONCE_PER_CONNECTION);
    expect(options.queryKey).toEqual([
      'wallet',
      'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7',
      'stx_getNetworks',
    ]);
  });
});
