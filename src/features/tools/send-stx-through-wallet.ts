// Loaded when the person presses Send: the wallet method schema (and through it
// @stacks/transactions) stays off the first page.
import { stxTransferStx } from '@/wallet/methods/stx-transfer-stx';
import { requestWallet } from '@/wallet/wallet-client';
import type { SendStxRequest } from './validate-send-stx';

export function sendStxThroughWallet(request: SendStxRequest) {
  return requestWallet(stxTransferStx, request);
}
