import type { AccountTransaction } from '@/stacks/api/account-transaction';
import type { AddressTransaction } from '@/stacks/api/address-transactions';
import { readAssetIdentifier } from '@/stacks/asset-identifier';
import { checkContractPrincipal } from '@/wallet/stacks-limits';

// Which tokens' symbol and decimals the loaded activity needs: the fungible tokens that moved in
// or out of the account, and the contracts of its pending `transfer` calls (a SIP-010 send not
// mined yet). Only these are read, one metadata query each — never the whole token list. sBTC's
// unit is known without asking (describe-activity.ts) — the network's own sBTC, `sbtcToken`.

/** The token contracts of `address`'s loaded activity, each once, in the order first met, but
 * `sbtcToken`. */
export function activityTokenContracts(
  address: string,
  mempool: readonly AccountTransaction[],
  mined: readonly AddressTransaction[],
  sbtcToken: `${string}.${string}`,
): `${string}.${string}`[] {
  const contracts = new Set<`${string}.${string}`>();
  for (const tx of mempool) {
    const payload = tx.payload;
    if (payload.type !== 'contract_call' || payload.functionName !== 'transfer') continue;
    if (tx.sender !== address || !checkContractPrincipal(payload.contractId).valid) continue;
    contracts.add(payload.contractId as `${string}.${string}`);
  }
  for (const item of mined) {
    for (const transfer of item.ftTransfers) {
      if (transfer.from !== address && transfer.to !== address) continue;
      const reading = readAssetIdentifier(transfer.asset);
      if (reading.ok) contracts.add(reading.value.contract);
    }
  }
  contracts.delete(sbtcToken);
  return [...contracts];
}
