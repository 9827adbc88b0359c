// Types only: the post-conditions are built as stacks.js 7's plain objects, so this module stays
// free of the library's code (the wallet client serializes them when the call is sent).
import type {
  FungibleComparator,
  FungiblePostCondition,
  NonFungiblePostCondition,
  PostCondition,
  StxPostCondition,
} from '@stacks/transactions';
import type { NetworkKind } from '@/config/networks';
import { principalNetworkError } from '@/wallet/principal-network-error';
import { readStxAmount } from '@/lib/micro-stx';
import { readAssetIdentifier } from '@/stacks/asset-identifier';
import { parseClarityValue } from '@/stacks/clarity/parse-clarity-value';
import {
  checkPrincipal,
  CLARITY_NAME_RULE,
  isMicroStxAmount,
  UINT64_MAX,
  VALIDATION_MESSAGES,
} from '@/wallet/stacks-limits';

// The Call a contract tool's post-condition builder: the rows a person adds, as typed,
// and the one pure reading of them into what the call will carry. A call in Deny mode may move
// only what these rows name, so every row is checked before the wallet opens.

export type PostConditionKind = 'stx' | 'ft' | 'nft';

export const POST_CONDITION_KINDS: readonly { value: PostConditionKind; label: string }[] = [
  { value: 'stx', label: 'STX' },
  { value: 'ft', label: 'Fungible token' },
  { value: 'nft', label: 'NFT' },
];

/** The comparators of stacks.js's `Pc.principal(…).willSend…`, in words. */
export const FUNGIBLE_COMPARATORS: readonly { value: FungibleComparator; label: string }[] = [
  { value: 'eq', label: 'sends exactly' },
  { value: 'gte', label: 'sends at least' },
  { value: 'gt', label: 'sends more than' },
  { value: 'lte', label: 'sends at most' },
  { value: 'lt', label: 'sends less than' },
];

export type NftComparator = 'sent' | 'not-sent';

/** `willSendAsset` / `willNotSendAsset`. */
export const NFT_COMPARATORS: readonly { value: NftComparator; label: string }[] = [
  { value: 'sent', label: 'sends' },
  { value: 'not-sent', label: 'does not send' },
];

/** One row of the builder, every field as typed; the kind decides which fields count. */
export interface PostConditionRow {
  id: string;
  kind: PostConditionKind;
  principal: string;
  comparator: FungibleComparator;
  nftComparator: NftComparator;
  /** STX for an STX row, base units for a token row. */
  amount: string;
  /** `address.contract::asset-name` for token and NFT rows. */
  asset: string;
  /** The NFT's id in Clarity syntax (`u1`, `"name"`…). */
  assetId: string;
}

export type PostConditionField = 'principal' | 'amount' | 'asset' | 'assetId';

export type PostConditionRowReading =
  | { valid: true; condition: PostCondition }
  | { valid: false; errors: Partial<Record<PostConditionField, string>> };

/** A new row of `kind`, for `principal` (the connected address, usually the one that sends). */
export function newPostConditionRow(
  id: string,
  kind: PostConditionKind,
  principal = '',
): PostConditionRow {
  return {
    id,
    kind,
    principal,
    comparator: 'eq',
    nftComparator: 'sent',
    amount: '',
    asset: '',
    assetId: '',
  };
}

function principalError(principal: string, network: NetworkKind): string | undefined {
  if (!principal) return 'Enter the address that sends';
  const check = checkPrincipal(principal);
  if (!check.valid) return check.message;
  return principalNetworkError(principal, network);
}

type AssetString = FungiblePostCondition['asset'];

type AssetReading = { asset: AssetString } | { error: string };

function readAsset(text: string, network: NetworkKind): AssetReading {
  if (!text) return { error: 'Enter the asset as address.contract::asset-name' };
  const reading = readAssetIdentifier(text);
  if (!reading.ok) {
    switch (reading.problem) {
      case 'separator':
        return { error: 'Name the asset after the contract: address.contract::asset-name' };
      case 'contract':
        return { error: reading.message };
      case 'asset-name':
        return { error: `The asset name after :: is a Clarity name: ${CLARITY_NAME_RULE}` };
    }
  }
  const wrongNetwork = principalNetworkError(reading.value.contract, network);
  if (wrongNetwork) return { error: wrongNetwork };
  return { asset: reading.value.asset };
}

function readStxConditionAmount(text: string): bigint | string {
  const reading = readStxAmount(text);
  if (!reading.valid) return reading.error;
  if (!isMicroStxAmount(reading.microStx)) return VALIDATION_MESSAGES.amount;
  return reading.microStx;
}

function readBaseUnits(text: string): bigint | string {
  if (!text) return 'Enter an amount in the token’s base units';
  if (!/^\d+$/.test(text)) {
    return 'Enter a whole number of base units, without a decimal point (1 token of 6 decimals is 1000000)';
  }
  const amount = BigInt(text);
  // Post-condition amounts are u64 on the wire, whatever the token's own type.
  return amount > UINT64_MAX ? 'Too large: a post-condition amount fits 64 bits' : amount;
}

/** One row read into a post-condition, or one message per field that is wrong. */
export function readPostConditionRow(
  row: PostConditionRow,
  network: NetworkKind,
): PostConditionRowReading {
  const errors: Partial<Record<PostConditionField, string>> = {};
  const principal = row.principal.trim();
  const principalProblem = principalError(principal, network);
  if (principalProblem) errors.principal = principalProblem;

  if (row.kind === 'stx') {
    const amount = readStxConditionAmount(row.amount);
    if (typeof amount === 'string') errors.amount = amount;
    if (principalProblem || typeof amount === 'string') return { valid: false, errors };
    const condition: StxPostCondition = {
      type: 'stx-postcondition',
      address: principal,
      condition: row.comparator,
      amount,
    };
    return { valid: true, condition };
  }

  const asset = readAsset(row.asset.trim(), network);
  if ('error' in asset) errors.asset = asset.error;

  if (row.kind === 'ft') {
    const amount = readBaseUnits(row.amount.trim());
    if (typeof amount === 'string') errors.amount = amount;
    if ('error' in asset || typeof amount === 'string' || principalProblem) {
      return { valid: false, errors };
    }
    const condition: FungiblePostCondition = {
      type: 'ft-postcondition',
      address: principal,
      condition: row.comparator,
      asset: asset.asset,
      amount,
    };
    return { valid: true, condition };
  }

  const assetIdText = row.assetId.trim();
  const assetId = assetIdText
    ? parseClarityValue(assetIdText)
    : ({ ok: false, message: 'Enter the NFT’s id in Clarity syntax, like u1' } as const);
  if (!assetId.ok) errors.assetId = assetId.message;
  if ('error' in asset || !assetId.ok || principalProblem) return { valid: false, errors };
  const condition: NonFungiblePostCondition = {
    type: 'nft-postcondition',
    address: principal,
    condition: row.nftComparator,
    asset: asset.asset,
    assetId: assetId.value,
  };
  return { valid: true, condition };
}

export type PostConditionRowsReading =
  | { valid: true; conditions: PostCondition[] }
  | { valid: false; errors: Record<string, Partial<Record<PostConditionField, string>>> };

/** Every row read; the call is built only when all of them are post-conditions. */
export function readPostConditionRows(
  rows: readonly PostConditionRow[],
  network: NetworkKind,
): PostConditionRowsReading {
  const conditions: PostCondition[] = [];
  const errors: Record<string, Partial<Record<PostConditionField, string>>> = {};
  for (const row of rows) {
    const reading = readPostConditionRow(row, network);
    if (reading.valid) conditions.push(reading.condition);
    else errors[row.id] = reading.errors;
  }
  return Object.keys(errors).length > 0 ? { valid: false, errors } : { valid: true, conditions };
}
