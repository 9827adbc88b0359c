import type { ActiveNetwork } from '@/stacks/active-network';
import type { BtcAddressEntry } from '@/wallet/addresses';

/** What every portfolio section is given: the network the page reads and the account shown. */
export interface PortfolioSectionProps {
  network: ActiveNetwork;
  /** The Stacks address shown (the connected account's, or one typed or linked). */
  address: string;
  /** The connected wallet's Bitcoin addresses when the address shown is the connected account;
   * empty for any other address (a Stacks address does not name its owner's Bitcoin keys). */
  btcAddresses: readonly BtcAddressEntry[];
}
