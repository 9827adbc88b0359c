import { describe, expect, it } from 'vitest';
import { readNetworkUrlParams, withoutNetworkUrlParams } from './network-url-params';

describe('readNetworkUrlParams', () => {
  it('reads nothing from a URL without network parameters', () => {
    expect(readNetworkUrlParams('?pool=fast-pool')).toEqual({
      chain: undefined,
      api: undefined,
      apiInput: undefined,
      present: false,
    });
  });

  it.each(['mainnet', 'testnet', 'devnet', 'mocknet'] as const)('reads ?chain=%s', (chain) => {
    expect(readNetworkUrlParams(`?chain=${chain}`)).toMatchObject({ chain, present: true });
  });

  it('is lenient about case and spaces', () => {
    expect(readNetworkUrlParams('?chain=%20TestNet%20').chain).toBe('testnet');
  });

  it.each(['moonnet', '', 'testnet2', '__proto__'])('ignores ?chain=%j but notes it', (chain) => {
    expect(readNetworkUrlParams(`?chain=${chain}`)).toEqual({
      chain: undefined,
      api: undefined,
      apiInput: undefined,
      present: true,
    });
  });

  it('reads and normalises ?api=', () => {
    expect(
      readNetworkUrlParams(`?api=${encodeURIComponent('https://Node.Example.com/stacks/')}`).api,
    ).toBe('https://node.example.com/stacks');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/plain,hi',
    '//node.example.com',
    'node.example.com',
    'https://user:pw@node.example.com',
    'https://node.example.com/?x=1',
  ])('ignores ?api=%j', (api) => {
    expect(readNetworkUrlParams(`?api=${encodeURIComponent(api)}`)).toMatchObject({
      api: undefined,
      apiInput: api,
      present: true,
    });
  });
});

describe('withoutNetworkUrlParams', () => {
  it('drops only the network parameters', () => {
    expect(withoutNetworkUrlParams('?chain=testnet&pool=fast-pool&api=https%3A%2F%2Fx')).toBe(
      '?pool=fast-pool',
    );
    expect(withoutNetworkUrlParams('?chain=testnet')).toBe('');
    expect(withoutNetworkUrlParams('')).toBe('');
  });
});
