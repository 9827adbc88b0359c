// Types only: importing them keeps @stacks/transactions off the page until a transfer is built.
import type { ClarityValue, PostCondition } from '@stacks/transactions';

/** A SIP-010 token transfer, ready for the wallet's `stx_transferSip10Ft`
 * (docs/wallet-protocol.md#methods), sent in deny mode with its post-conditions (the sender sends
 * exactly that amount of that token). */
export interface TokenTransferRequest {
  /** `address.contract-name::token-name` */
  asset: string;
  recipient: string;
  /** In the token's base units, as a decimal string. */
  amount: string;
  postConditions: PostCondition[];
}

/** A SIP-009 NFT transfer, ready for the wallet's `stx_transferSip9Nft`
 * (docs/wallet-protocol.md#methods), sent in deny mode with its post-condition (the sender sends
 * exactly that NFT). */
export interface NftTransferRequest {
  /** `address.contract-name::nft-name` */
  asset: string;
  recipient: string;
  assetId: ClarityValue;
  postConditions: PostCondition[];
}
