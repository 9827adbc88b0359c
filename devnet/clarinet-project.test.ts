// The Clarinet project simnet boots from: the vendored pox-5 and the funded accounts.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeClarinetProject } from './clarinet-project.mjs';
import { accounts, miner } from './accounts.mjs';

describe('writeClarinetProject', () => {
  it('overrides pox-5 with the vendored source and funds every account with a balance', () => {
    const dir = writeClarinetProject();
    try {
      const manifest = readFileSync(join(dir, 'Clarinet.toml'), 'utf8');
      const override = /\[project\.override_boot_contracts_source\]\npox-5 = (".*")/.exec(manifest);
      const poxSource = JSON.parse(override?.[1] ?? '""') as string;
      expect(poxSource).toMatch(/devnet[/\\]vendor[/\\]pox-5\.clar$/);
      expect(existsSync(poxSource)).toBe(true);
      const settings = readFileSync(join(dir, 'settings', 'Devnet.toml'), 'utf8');
      for (const a of accounts.filter((a) => a.balance > 0n)) {
        expect(settings).toContain(
          `[accounts.${a.name}]\nmnemonic = "${a.mnemonic}"\nbalance = ${a.balance}\n`,
        );
      }
      expect(settings).not.toContain(`[accounts.${miner.name}]`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
