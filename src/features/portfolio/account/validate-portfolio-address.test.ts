import { describe, expect, it } from 'vitest';
import { BAD_CHECKSUM_STX_ADDRESS, MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { validatePortfolioAddress } from './validate-portfolio-address';

const WALLET_1 = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';

describe('validatePortfolioAddress', () => {
  it('takes an address of the network, trimmed', () => {
    expect(validatePortfolioAddress(` ${MAINNET_STX_ADDRESS} `, 'mainnet')).toEqual({
      valid: true,
      address: MAINNET_STX_ADDRESS,
    });
    expect(validatePortfolioAddress(WALLET_1, 'devnet')).toEqual({
      valid: true,
      address: WALLET_1,
    });
  });

  it('says why it refuses: empty, shape, checksum, network', () => {
    expect(validatePortfolioAddress('  ', 'mainnet')).toEqual({
      valid: false,
      error: 'Enter a Stacks address',
    });
    expect(validatePortfolioAddress('hello', 'mainnet')).toEqual({
      valid: false,
      error: 'Invalid standard Stacks principal address',
    });
    expect(validatePortfolioAddress(BAD_CHECKSUM_STX_ADDRESS, 'mainnet')).toEqual({
      valid: false,
      error: 'Invalid c32check string: checksum mismatch',
    });
    expect(validatePortfolioAddress(MAINNET_STX_ADDRESS, 'testnet')).toEqual({
      valid: false,
      error: 'This is a mainnet address; Satchel is on testnet',
    });
    expect(validatePortfolioAddress(WALLET_1, 'mainnet')).toEqual({
      valid: false,
      error: 'This is a testnet address; Satchel is on mainnet',
    });
  });

  it('refuses a contract principal: a portfolio is an account’s', () => {
    expect(validatePortfolioAddress(`${MAINNET_STX_ADDRESS}.pool`, 'mainnet').valid).toBe(false);
  });
});
