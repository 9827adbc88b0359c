/**
 * Installs the devnet wallet as the page's wallet provider when the build enables it and the
 * selected network is devnet. Dynamically imported, so no other build carries its code.
 */
export async function bootDevnetWallet(): Promise<void> {
  // Filled in by the devnet-wallet issue.
}
