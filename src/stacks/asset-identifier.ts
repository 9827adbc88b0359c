import { z } from 'zod';
import { checkContractPrincipal, isClarityName } from '../wallet/stacks-limits';

// How the Stacks API names a token or an NFT collection: `address.contract-name::asset-name`
// (balances' keys, NFT holdings' `asset_identifier`). Post-conditions and the wallet's transfer
// methods take the same string. Every place that splits one reads it here.

export type AssetIdentifier = `${string}.${string}::${string}`;

interface ParsedAssetIdentifier {
  asset: AssetIdentifier;
  /** `address.contract-name`, the contract that defines the asset. */
  contract: `${string}.${string}`;
  /** The token's or collection's name inside the contract: a Clarity name. */
  assetName: string;
}

export type AssetIdentifierReading =
  | { ok: true; value: ParsedAssetIdentifier }
  | { ok: false; problem: 'separator' }
  | { ok: false; problem: 'contract'; message: string }
  | { ok: false; problem: 'asset-name' };

const SEPARATOR = '::';

/** The contract part of `address.contract-name::asset-name` (the whole text when it has no
 * `::`, as a wallet request may name only the contract). Not a check: see readAssetIdentifier. */
export function assetContractOf(asset: string): string {
  const separator = asset.indexOf(SEPARATOR);
  return separator < 0 ? asset : asset.slice(0, separator);
}

/** The contract and the asset's name of an identifier already read (an AssetIdentifier). */
export function splitAssetIdentifier(asset: AssetIdentifier): {
  contract: `${string}.${string}`;
  assetName: string;
} {
  const contract = assetContractOf(asset);
  return {
    contract: contract as `${string}.${string}`,
    assetName: asset.slice(contract.length + SEPARATOR.length),
  };
}

/** Reads `address.contract-name::asset-name`: a contract principal, then a Clarity name. */
export function readAssetIdentifier(text: string): AssetIdentifierReading {
  const separator = text.indexOf(SEPARATOR);
  if (separator < 0) return { ok: false, problem: 'separator' };
  const contract = text.slice(0, separator);
  const assetName = text.slice(separator + SEPARATOR.length);
  const check = checkContractPrincipal(contract);
  if (!check.valid) return { ok: false, problem: 'contract', message: check.message };
  // A second `::` lands in the name, which no Clarity name allows.
  if (!isClarityName(assetName)) return { ok: false, problem: 'asset-name' };
  return {
    ok: true,
    value: {
      asset: text as AssetIdentifier,
      contract: contract as `${string}.${string}`,
      assetName,
    },
  };
}

/** The API's asset identifier, parsed into the full string, its contract and the asset's name. */
export const assetIdentifierSchema = z.string().transform((text, ctx) => {
  const reading = readAssetIdentifier(text);
  if (reading.ok) return reading.value;
  ctx.addIssue({ code: 'custom', message: `Not an asset identifier (${reading.problem})` });
  return z.NEVER;
});
