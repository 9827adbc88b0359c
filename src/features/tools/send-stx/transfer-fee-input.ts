// Loaded for the fee estimate only: serializing a transfer needs @stacks/transactions.
import { makeUnsignedSTXTokenTransfer, serializePayload } from '@stacks/transactions';
import type { TransactionFeeInput } from '@/stacks/api/transaction-fee-estimate';

/**
 * The payload and length of the transfer a wallet would build, so the node's estimate is the
 * fee stacks.js-based wallets (Leather, the devnet wallet) will actually charge: they estimate
 * the unsigned transaction the same way. Fee and nonce are placeholders; neither changes the
 * length.
 */
export async function buildTransferFeeInput({
  recipient,
  publicKey,
  testnet,
}: {
  recipient: string;
  publicKey: string;
  testnet: boolean;
}): Promise<TransactionFeeInput> {
  const transaction = await makeUnsignedSTXTokenTransfer({
    recipient,
    amount: 1n,
    publicKey,
    fee: 0n,
    nonce: 0n,
    network: testnet ? 'testnet' : 'mainnet',
  });
  return {
    payloadHex: serializePayload(transaction.payload),
    estimatedLength: transaction.serializeBytes().byteLength,
  };
}
