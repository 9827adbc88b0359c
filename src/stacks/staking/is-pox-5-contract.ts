// pox-5 is a boot contract (docs/staking-pox-5.md#epoch-40-and-pox-4): deployed by the boot
// address, `SP000000000000000000002Q6VF78` on mainnet and `ST000000000000000000002AMW42H` on
// testnet and the devnet (devnet/contracts.mjs). Anyone may deploy a contract named `pox-5`, so
// only the full id says a call is staking.

const POX_5_CONTRACTS: ReadonlySet<string> = new Set([
  'SP000000000000000000002Q6VF78.pox-5',
  'ST000000000000000000002AMW42H.pox-5',
]);

/** Whether `contractId` is the pox-5 boot contract (of any network), not a look-alike. */
export function isPox5Contract(contractId: string): boolean {
  return POX_5_CONTRACTS.has(contractId);
}
