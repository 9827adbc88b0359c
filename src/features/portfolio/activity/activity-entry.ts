// What the activity list shows for one transaction (Activity): the words, the amounts
// with their units, the status, the fee and the time. `describe-activity.ts` makes these from the
// Stacks API's transactions; the list, the CSV and the e2e read only this shape.

export type ActivityStatus = 'pending' | 'confirmed' | 'failed' | 'dropped';

/** The CSV's "type" column and the icon's kind: what the transaction did, in one word or two. */
export type ActivityKind =
  | 'send'
  | 'receive'
  | 'stake'
  | 'stake-update'
  | 'unstake'
  | 'claim-rewards'
  | 'staking'
  | 'token-send'
  | 'token-receive'
  | 'nft-send'
  | 'nft-receive'
  | 'contract-call'
  | 'deploy'
  | 'coinbase'
  | 'tenure-change'
  | 'other';

/** An amount the transaction moved for the account, exact in base units. */
export interface ActivityAmount {
  direction: 'in' | 'out';
  /** Base units (µSTX for STX, sats for sBTC, the token's own base unit otherwise). */
  baseUnits: bigint;
  /** Decimals of the unit, from the token (6 for STX); undefined while unknown. */
  decimals: number | undefined;
  /** `STX`, a token's symbol, or the asset identifier when the symbol is unknown. */
  unit: string;
}

export interface ActivityEntry {
  txid: string;
  status: ActivityStatus;
  /** Why a failed or dropped transaction did not go through, in words. */
  failureReason?: string | undefined;
  kind: ActivityKind;
  /** The sentence shown: "Sent 12.5 STX to ST2C…RK9AG", "Staked 100 STX with Fast Pool". */
  words: string;
  amounts: readonly ActivityAmount[];
  /** The fee the account paid (µSTX); 0 when another account paid it. */
  feeMicroStx: bigint;
  /** When it was mined, or when the mempool received it; undefined when the API gives neither. */
  time: Date | undefined;
}
