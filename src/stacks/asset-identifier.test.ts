import { describe, expect, it } from 'vitest';
import {
  assetContractOf,
  readAssetIdentifier,
  splitAssetIdentifier,
  type AssetIdentifier,
} from './asset-identifier';

const TOKEN = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.devnet-token';

describe('asset identifiers', () => {
  it('reads a contract and any Clarity name, operators included', () => {
    for (const name of ['wstx', 'a-b_c', 'x!?+<>=/*', 'a'.repeat(128)]) {
      expect(readAssetIdentifier(`${TOKEN}::${name}`)).toEqual({
        ok: true,
        value: { asset: `${TOKEN}::${name}`, contract: TOKEN, assetName: name },
      });
    }
  });

  it('says which part is wrong', () => {
    expect(readAssetIdentifier(TOKEN)).toEqual({ ok: false, problem: 'separator' });
    expect(readAssetIdentifier('nope.token::x')).toMatchObject({ ok: false, problem: 'contract' });
    for (const name of ['', '1st', 'a'.repeat(129), 'a::b', 'é']) {
      expect(readAssetIdentifier(`${TOKEN}::${name}`)).toEqual({
        ok: false,
        problem: 'asset-name',
      });
    }
  });

  it('splits an identifier, and finds the contract of a bare contract too', () => {
    const asset: AssetIdentifier = `${TOKEN}::x<y`;
    expect(splitAssetIdentifier(asset)).toEqual({ contract: TOKEN, assetName: 'x<y' });
    expect(assetContractOf(asset)).toBe(TOKEN);
    expect(assetContractOf(TOKEN)).toBe(TOKEN);
  });
});
