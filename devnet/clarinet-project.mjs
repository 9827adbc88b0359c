// The Clarinet project simnet boots from: simnet reads Clarinet.toml and settings/Devnet.toml
// from disk, so the devnet writes a minimal one to a temporary directory.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accounts } from './accounts.mjs';

/** The 4.0.1 pox-5 source the devnet runs instead of simnet's older built-in one (vendor/README.md). */
const POX_5_SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'vendor', 'pox-5.clar');

/**
 * Write the project to a new temporary directory (the caller removes it): the manifest swaps
 * simnet's built-in pox-5 for the vendored 4.0.1 source, and every funded account gets its
 * genesis balance.
 * @returns {string} the project's directory
 */
export function writeClarinetProject() {
  const dir = mkdtempSync(join(tmpdir(), 'satchel-devnet-'));
  mkdirSync(join(dir, 'settings'));
  writeFileSync(
    join(dir, 'Clarinet.toml'),
    '[project]\nname = "satchel-devnet"\nrequirements = []\n\n' +
      `[project.override_boot_contracts_source]\npox-5 = ${JSON.stringify(POX_5_SOURCE)}\n\n` +
      '[contracts]\n',
  );
  const funded = accounts.filter((a) => a.balance > 0n);
  const toml = funded
    .map((a) => `[accounts.${a.name}]\nmnemonic = "${a.mnemonic}"\nbalance = ${a.balance}\n`)
    .join('\n');
  writeFileSync(join(dir, 'settings', 'Devnet.toml'), `[network]\nname = "devnet"\n\n${toml}`);
  return dir;
}
