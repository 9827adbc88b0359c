// Loaded when the person asks to sign only (with @stacks/transactions, through the builder).
import type { ActiveNetwork } from '@/stacks/active-network';
import type { ContractCallRequest } from '@/stacks/contract-call-request';
import { walletNetworkParam } from '@/transaction-flow/wallet-network-param';
import { stxSignTransaction } from '@/wallet/methods/stx-sign-transaction';
import type { WalletProvider } from '@/wallet/provider';
import { requestWallet } from '@/wallet/wallet-client';
import { buildUnsignedContractCall } from './build-unsigned-contract-call';
import { readSignedTransaction, type SignedTransactionReading } from './read-signed-transaction';

export interface SignedContractCall extends SignedTransactionReading {
  /** The signed transaction, hex without 0x, as the wallet returned it. Never broadcast here. */
  transaction: string;
}

/** "Sign only": the unsigned call → the wallet's `stx_signTransaction` → what the signed hex
 * says about itself. Nothing is broadcast. Throws the wallet's errors as WalletErrors. */
export async function signContractCall({
  request,
  publicKey,
  sender,
  network,
  provider,
}: {
  request: ContractCallRequest;
  publicKey: string;
  sender: string;
  network: ActiveNetwork;
  /** The injected wallet unless given (tests). */
  provider?: WalletProvider | undefined;
}): Promise<SignedContractCall> {
  const unsigned = await buildUnsignedContractCall({ request, publicKey, sender, network });
  const { transaction } = await requestWallet(
    stxSignTransaction,
    { transaction: unsigned.transaction, ...walletNetworkParam(network) },
    // Undefined takes requestWallet's default, the injected wallet.
    provider,
  );
  const signed = transaction.startsWith('0x') ? transaction.slice(2) : transaction;
  // The nonce and fee shown are the signed transaction's own, not the build's: a wallet may
  // choose its own fee or nonce before it signs.
  return { ...readSignedTransaction(signed), transaction: signed };
}
