import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEVNET_POX_5,
  MAINNET_POX_5,
  devnetSource,
  readVendoredSource,
} from './vendored-source.mjs';

// The one change the devnet makes to a vendored mainnet source (devnet/vendor/README.md).
describe('vendored sources as the devnet deploys them', () => {
  it('replaces every mainnet pox-5 id with the devnet’s and nothing else', () => {
    const path = 'managers/fastpool-max500-signer-manager.clar';
    const original = readFileSync(new URL(`vendor/${path}`, import.meta.url), 'utf8');
    const deployed = readVendoredSource(path);
    expect(original.split(MAINNET_POX_5).length - 1).toBe(9);
    expect(deployed).not.toContain('SP000000000000000000002Q6VF78');
    expect(deployed.split(DEVNET_POX_5).length - 1).toBe(9);
    expect(deployed.replaceAll(DEVNET_POX_5, MAINNET_POX_5)).toBe(original);
    // sBTC keeps its mainnet id: the devnet has it there
    expect(deployed).toContain("'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token");
  });

  it('refuses a source naming another mainnet principal', () => {
    expect(() =>
      devnetSource("(contract-call? 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.dao check)"),
    ).toThrow(/SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG/);
    expect(devnetSource("(contract-call? 'SP000000000000000000002Q6VF78.pox-5 x)")).toBe(
      "(contract-call? 'ST000000000000000000002AMW42H.pox-5 x)",
    );
  });
});
