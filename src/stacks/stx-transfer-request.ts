/** A STX transfer, ready for the wallet's `stx_transferStx` (spec §7). */
export interface StxTransferRequest {
  recipient: string;
  /** µSTX as a decimal string, as the wallet method sends it. */
  amount: string;
  memo?: string;
}
