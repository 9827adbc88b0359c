import type { NftHolding } from '@/stacks/api/nft-holdings';
import type { TransactionFlowState } from '@/transaction-flow/transaction-flow-state';

// What the Send an NFT form shows, read from its state: no React here, so it is tested alone.

/** One NFT among the holdings, as the picker names it. */
export const nftKeyOf = (holding: NftHolding) => `${holding.asset}|${holding.idHex}`;

/** The NFT the person picked; until they pick one, the first they hold. */
export function chosenNft(
  held: readonly NftHolding[],
  chosen: string | undefined,
): NftHolding | undefined {
  return held.find((h) => nftKeyOf(h) === chosen) ?? held[0];
}

/** The progress region's name. Once a transfer is under way it keeps the NFT that was sent:
 * the holdings are read again when it settles, and that NFT is no longer among them. */
export function nftTransferLabel(
  state: TransactionFlowState,
  sentLabel: string | undefined,
  chosenLabel: string | undefined,
): string {
  return (
    (state.phase === 'idle' ? undefined : sentLabel) ??
    (chosenLabel ? `Transfer of ${chosenLabel}` : 'NFT transfer')
  );
}
