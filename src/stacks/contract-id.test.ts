import { describe, expect, it } from 'vitest';
import { contractDeployer, parseContractId, splitContractId } from './contract-id';

const ADDRESS = 'SP3K8BC0PPEVCV7NZ6QSRWPQ2JE9E5B6N3PA0KBR9';

describe('contract ids', () => {
  it('splits an id into its address and name', () => {
    expect(splitContractId(`${ADDRESS}.pool_v-1`)).toEqual([ADDRESS, 'pool_v-1']);
    expect(splitContractId('SP000000000000000000002Q6VF78.pox-5')).toEqual([
      'SP000000000000000000002Q6VF78',
      'pox-5',
    ]);
    expect(contractDeployer(`${ADDRESS}.token`)).toBe(ADDRESS);
  });

  it('takes a name of up to 128 characters, as a node reads an older contract’s', () => {
    expect(splitContractId(`${ADDRESS}.${'a'.repeat(128)}`)[1]).toHaveLength(128);
    expect(() => splitContractId(`${ADDRESS}.${'a'.repeat(129)}`)).toThrow(TypeError);
  });

  it.each([
    ['no name', ADDRESS],
    ['a name starting with a digit', `${ADDRESS}.1pool`],
    ['a character outside the rule', `${ADDRESS}.pool!`],
    ['two dots', `${ADDRESS}.pool.v1`],
    ['a lowercase address', `${ADDRESS.toLowerCase()}.pool`],
    ['a letter c32 never writes', `SP3K8BC0PPEVCV7NZ6QSRWPQ2JE9E5B6N3PA0KBRI.pool`],
  ])('refuses %s', (_, id) => {
    expect(parseContractId(id)).toBeUndefined();
    expect(() => splitContractId(id)).toThrow(`Not a contract id: ${id}`);
  });
});
