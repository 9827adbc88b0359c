import { hexToCV, Pc } from '@stacks/transactions';
import { splitAssetIdentifier, type AssetIdentifier } from './asset-identifier';
import type { NftTransferRequest, TokenTransferRequest } from './token-transfer-request';

// The two transfers the token tools send. Each carries the one post-condition that says what
// leaves the sender, so in Deny mode the transaction can move exactly that and nothing else.
// Imports @stacks/transactions: load it lazily, when the person confirms.

/** SIP-010: the sender sends EXACTLY `amount` base units of that token. */
export function buildTokenTransferRequest({
  sender,
  asset,
  recipient,
  amount,
}: {
  sender: string;
  asset: AssetIdentifier;
  recipient: string;
  amount: bigint;
}): TokenTransferRequest {
  const { contract, assetName: tokenName } = splitAssetIdentifier(asset);
  return {
    asset,
    recipient,
    amount: amount.toString(),
    postConditions: [Pc.principal(sender).willSendEq(amount).ft(contract, tokenName)],
  };
}

/** SIP-009: the sender sends exactly that NFT (`idHex`: its id as a serialised Clarity value). */
export function buildNftTransferRequest({
  sender,
  asset,
  recipient,
  idHex,
}: {
  sender: string;
  asset: AssetIdentifier;
  recipient: string;
  idHex: string;
}): NftTransferRequest {
  const assetId = hexToCV(idHex);
  return {
    asset,
    recipient,
    assetId,
    postConditions: [Pc.principal(sender).willSendAsset().nft(asset, assetId)],
  };
}
