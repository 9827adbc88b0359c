/** A wallet as the picker shows it: only what is safe to display (wallet-discovery.ts). */
export interface WalletChoice {
  id: string;
  name: string;
  /** A data: image or https URL, checked by wallet-discovery's safeIcon. */
  icon: string | undefined;
}
