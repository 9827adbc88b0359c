import { describe, expect, it } from 'vitest';
import { routes } from '@/lib/routes';
import { callContractSearch, readCallContractParams } from './call-contract-params';

const CONTRACT = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.devnet-token';

const read = (search: string) => readCallContractParams(new URLSearchParams(search));

describe('readCallContractParams', () => {
  it('reads the link routes.callContract builds', () => {
    const url = new URL(routes.callContract({ contract: CONTRACT, fn: 'get-balance' }), 'http://x');
    expect(readCallContractParams(url.searchParams)).toEqual({
      contract: CONTRACT,
      fn: 'get-balance',
    });
  });

  it('keeps Clarity function names with their punctuation', () => {
    expect(read(`contract=${CONTRACT}&fn=transfer!`).fn).toBe('transfer!');
    expect(read(`contract=${CONTRACT}&fn=is-ok?`).fn).toBe('is-ok?');
  });

  it('has nothing chosen without parameters', () => {
    expect(read('')).toEqual({ contract: '', fn: undefined });
  });

  it('keeps a malformed contract as text for the field to judge, trimmed', () => {
    expect(read('contract=%20not-a-contract%20').contract).toBe('not-a-contract');
  });

  it('drops a contract text longer than any contract id', () => {
    expect(read(`contract=${'S'.repeat(201)}`).contract).toBe('');
  });

  it('drops a function name that is not a Clarity name', () => {
    expect(read(`contract=${CONTRACT}&fn=1abc`).fn).toBeUndefined();
    expect(read(`contract=${CONTRACT}&fn=get%20balance`).fn).toBeUndefined();
    expect(read(`contract=${CONTRACT}&fn=`).fn).toBeUndefined();
    expect(read(`contract=${CONTRACT}&fn=${'a'.repeat(129)}`).fn).toBeUndefined();
  });
});

describe('callContractSearch', () => {
  it('round-trips through readCallContractParams', () => {
    const params = { contract: CONTRACT, fn: 'wrap' };
    expect(readCallContractParams(callContractSearch(params))).toEqual(params);
  });

  it('leaves empty values out, and a function without a contract', () => {
    expect(callContractSearch({ contract: '', fn: 'wrap' }).toString()).toBe('');
    expect(callContractSearch({ contract: CONTRACT, fn: undefined }).toString()).toBe(
      `contract=${encodeURIComponent(CONTRACT)}`,
    );
  });
});
