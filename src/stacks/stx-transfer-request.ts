/** A STX transfer, ready for the wallet's `stx_transferStx` (docs/wallet-protocol.md#methods). */
export interface StxTransferRequest {
  recipient: string;
  /** µSTX as a decimal string, as the wallet method sends it. */
  amount: string;
  memo?: string;
}
