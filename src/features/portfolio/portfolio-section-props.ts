import type { ActiveNetwork } from '@/stacks/active-network';
import type { SbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
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

/** What the sections that name sBTC are given besides: the sBTC token of the network shown —
 * the one `/v2/pox` names, else the network's known deployment (`useSbtcContracts`, as /sbtc
 * reads it) — read once by PortfolioSections. Testnet's sBTC is not mainnet's contract. */
export interface PortfolioSbtcSectionProps extends PortfolioSectionProps {
  sbtcToken: SbtcContracts['token'];
}
