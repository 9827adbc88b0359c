import { WalletError } from '@/wallet/errors';

/**
 * For useWalletRequest's `describe`: a tool's words when what was thrown is not the wallet's
 * (Satchel failed while preparing the request). Undefined for a wallet error, which keeps the
 * usual words (describeWalletError).
 */
export function describeFailureBeforeWallet(raw: unknown): string | undefined {
  return raw instanceof WalletError
    ? undefined
    : 'Something went wrong before your wallet answered. Try again.';
}
