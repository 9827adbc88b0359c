import { describe, expect, it } from 'vitest';
import { stxDeployContract } from '@/wallet/methods/stx-deploy-contract';
import { EXAMPLE_CONTRACT } from './example-contract';
import { validateDeployContract, type DeployContractValues } from './validate-deploy-contract';

const VALID: DeployContractValues = {
  contractName: 'counter',
  clarityCode: EXAMPLE_CONTRACT,
  clarityVersion: '6',
};

const errorsOf = (values: Partial<DeployContractValues>, takenName?: string) => {
  const result = validateDeployContract({ ...VALID, ...values }, { takenName });
  return result.valid ? {} : result.errors;
};

describe('validateDeployContract', () => {
  it('gives the request the wallet will be sent, which its schema accepts', () => {
    const result = validateDeployContract({ ...VALID, contractName: ' counter ' });
    expect(result).toEqual({
      valid: true,
      request: { contractName: 'counter', clarityCode: EXAMPLE_CONTRACT, clarityVersion: 6 },
    });
    if (!result.valid) return;
    const { contractName, ...rest } = result.request;
    expect(stxDeployContract.params.safeParse({ name: contractName, ...rest }).success).toBe(true);
  });

  it.each([
    ['', 'Enter a name for the contract'],
    ['2fast', 'Start the name with a letter'],
    ['-x', 'Start the name with a letter'],
    ['hello!', 'Use only letters, digits, - and _ in the name'],
    ['my.contract', 'Use only letters, digits, - and _ in the name'],
    ['a'.repeat(41), 'At most 40 characters; this name has 41'],
  ])('refuses the name %j: %s', (contractName, message) => {
    expect(errorsOf({ contractName }).contractName).toBe(message);
  });

  it('takes a 40-character name, the node’s longest', () => {
    expect(errorsOf({ contractName: `a${'-_9'.repeat(13)}` })).toEqual({});
  });

  it('refuses a name this account has already deployed', () => {
    expect(errorsOf({}, 'counter').contractName).toBe(
      'You have already deployed a contract named counter; choose another name',
    );
    expect(errorsOf({ contractName: 'counter-2' }, 'counter')).toEqual({});
  });

  it('refuses empty code, and code over 100,000 bytes with the spec’s words', () => {
    expect(errorsOf({ clarityCode: '  \n' }).clarityCode).toBe('Enter the contract’s Clarity code');
    expect(errorsOf({ clarityCode: ';'.repeat(100_000) })).toEqual({});
    expect(errorsOf({ clarityCode: ';'.repeat(100_001) }).clarityCode).toBe(
      'ContractExceedsMaxLength: at most 100,000 bytes, this code has 100,001',
    );
  });

  it('points at a character a node refuses, by line and column', () => {
    expect(errorsOf({ clarityCode: '(ok u1)\n;; café' }).clarityCode).toBe(
      'Line 2, column 7: “é” (U+00E9) cannot be deployed. Contract code is plain ASCII; write other characters as \\u{…} escapes in u"…" strings',
    );
    expect(errorsOf({ clarityCode: '(ok u1)\u0007' }).clarityCode).toMatch(
      /^Line 1, column 8: U\+0007 cannot be deployed/,
    );
  });

  it('takes Clarity 1 to 6 only', () => {
    expect(errorsOf({ clarityVersion: '1' })).toEqual({});
    expect(errorsOf({ clarityVersion: '7' }).clarityVersion).toBe('Choose a Clarity version');
    expect(errorsOf({ clarityVersion: '' }).clarityVersion).toBe('Choose a Clarity version');
  });
});
