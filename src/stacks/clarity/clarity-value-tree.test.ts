import { Cl } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { clarityValueTree } from './clarity-value-tree';

const ADDRESS = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';

describe('clarityValueTree', () => {
  it('names each leaf with its type and value', () => {
    expect(clarityValueTree(Cl.uint(5))).toEqual({ label: 'value', type: 'uint', text: '5' });
    expect(clarityValueTree(Cl.int(-5), 'delta')).toEqual({
      label: 'delta',
      type: 'int',
      text: '-5',
    });
    expect(clarityValueTree(Cl.bool(false))).toMatchObject({ type: 'bool', text: 'false' });
    expect(clarityValueTree(Cl.contractPrincipal(ADDRESS, 'devnet-token'))).toMatchObject({
      type: 'principal',
      text: `${ADDRESS}.devnet-token`,
    });
    expect(clarityValueTree(Cl.bufferFromHex('0102'))).toMatchObject({
      type: 'buffer',
      detail: '2 bytes',
      text: '0x0102',
    });
    expect(clarityValueTree(Cl.stringAscii(''))).toMatchObject({
      type: 'string-ascii',
      detail: '0 characters',
      text: '""',
    });
    // Hidden characters show as escapes; the count is in characters, as Clarity counts.
    expect(clarityValueTree(Cl.stringUtf8('😀\u202e'))).toMatchObject({
      type: 'string-utf8',
      detail: '2 characters',
      text: 'u"😀\\u{202e}"',
    });
    expect(clarityValueTree(Cl.none())).toMatchObject({ type: 'optional', text: 'none' });
  });

  it('nests optionals, responses, lists and tuples', () => {
    const value = Cl.tuple({
      to: Cl.standardPrincipal(ADDRESS),
      amounts: Cl.list([Cl.uint(1)]),
      memo: Cl.some(Cl.bufferFromHex('00')),
      result: Cl.error(Cl.uint(7)),
    });
    expect(clarityValueTree(value, 'message')).toEqual({
      label: 'message',
      type: 'tuple',
      children: [
        {
          label: 'amounts',
          type: 'list',
          detail: '1 item',
          children: [{ label: 'item 1', type: 'uint', text: '1' }],
        },
        {
          label: 'memo',
          type: 'optional',
          children: [{ label: 'some', type: 'buffer', detail: '1 byte', text: '0x00' }],
        },
        {
          label: 'result',
          type: 'response',
          children: [{ label: 'err', type: 'uint', text: '7' }],
        },
        { label: 'to', type: 'principal', text: ADDRESS },
      ],
    });
    expect(clarityValueTree(Cl.ok(Cl.bool(true))).children).toEqual([
      { label: 'ok', type: 'bool', text: 'true' },
    ]);
  });
});
