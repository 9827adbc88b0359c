import { describe, expect, it } from 'vitest';
import { stacksAddressNetwork } from './stacks-address-network';

describe('stacksAddressNetwork', () => {
  it.each([
    ['SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', 'mainnet'],
    ['SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4', 'mainnet'],
    ['ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM', 'testnet'],
    ['SN3R84XZYA63QS28932XQF3G1J8R9PC3W76P9CSQS', 'testnet'],
    ['bc1q530dz4h80kwcsmddxgg7g5hkwgd5ltmrp9rhwz', undefined],
    ['', undefined],
  ])('%s is %s', (address, network) => {
    expect(stacksAddressNetwork(address)).toBe(network);
  });
});
