// Loaded with the wallet's answer to "Sign only": reading a transaction needs @stacks/transactions.
import {
  addressHashModeToVersion,
  deserializeTransaction,
  deriveNetworkFromTx,
} from '@stacks/transactions';
import { c32address } from 'c32check';

export interface SignedTransactionReading {
  /** The transaction id it will have once broadcast. */
  txid: string;
  /** The address whose key the transaction names as its signer. */
  signer: string;
  /** False when the signature does not verify (unsigned, tampered, another key's). */
  signatureValid: boolean;
  /** The nonce and fee the signature covers: a wallet may set its own before signing. */
  nonce: bigint;
  feeMicroStx: bigint;
}

/** What a signed transaction says about itself, so the page can show whose signature the hex
 * carries before anyone broadcasts it. Throws when the hex is not a transaction. */
export function readSignedTransaction(hex: string): SignedTransactionReading {
  const transaction = deserializeTransaction(hex.startsWith('0x') ? hex.slice(2) : hex);
  const { spendingCondition } = transaction.auth;
  const version = addressHashModeToVersion(
    spendingCondition.hashMode,
    deriveNetworkFromTx(transaction),
  );
  let signatureValid = true;
  try {
    transaction.verifyOrigin();
  } catch {
    signatureValid = false;
  }
  return {
    txid: transaction.txid(),
    signer: c32address(version, spendingCondition.signer),
    signatureValid,
    nonce: spendingCondition.nonce,
    feeMicroStx: spendingCondition.fee,
  };
}
