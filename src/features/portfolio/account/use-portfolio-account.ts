import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import type { NetworkKind } from '@/config/networks';
import type { BtcAddressEntry } from '@/wallet/addresses';
import { addressesAtom, stxAddressAtom } from '@/wallet/connection-store';
import { stacksAddressNetwork } from '@/wallet/stacks-address-network';
import { validatePortfolioAddress } from './validate-portfolio-address';

/** The URL parameter naming the account a portfolio link shows. */
export const PORTFOLIO_ADDRESS_PARAM = 'address';

/** Whose portfolio the page shows: a linked `?address=`, else the connected account, else none. */
export type PortfolioAccount =
  | {
      kind: 'linked';
      address: string;
      isConnectedAccount: boolean;
      /** The connected account's, when another one is shown ("Show my account"). */
      connectedAddress: string | undefined;
      btcAddresses: BtcAddressEntry[];
    }
  | { kind: 'connected'; address: string; btcAddresses: BtcAddressEntry[] }
  | { kind: 'invalid-link'; given: string; reason: string; connectedAddress: string | undefined }
  /** The connected wallet's account lives on another network than the page reads: it is not
   * shown as the person's (its balances there would read as empty, review finding 2). */
  | { kind: 'wrong-network'; wallet: 'mainnet' | 'testnet'; app: 'mainnet' | 'testnet' }
  | { kind: 'none' };

export function usePortfolioAccount(network: NetworkKind): PortfolioAccount {
  const [params] = useSearchParams();
  const wallet = useAtomValue(stxAddressAtom);
  const entries = useAtomValue(addressesAtom);
  // The same rule as walletNetworkMismatchAtom (devnet and mocknet use testnet addresses), for
  // the network the page was given. A wallet of another network is no connected account here:
  // neither its Stacks address nor its Bitcoin addresses (a tb1 address on mainnet) are read.
  const app = network === 'mainnet' ? 'mainnet' : 'testnet';
  const walletNetwork = wallet === undefined ? undefined : stacksAddressNetwork(wallet);
  const mismatch = walletNetwork !== undefined && walletNetwork !== app ? walletNetwork : undefined;
  const connected = mismatch ? undefined : wallet;
  const btcAddresses = mismatch
    ? []
    : entries.filter((entry): entry is BtcAddressEntry => entry.symbol === 'BTC');
  const given = params.get(PORTFOLIO_ADDRESS_PARAM);
  if (given !== null && given.trim() !== '') {
    const check = validatePortfolioAddress(given, network);
    if (!check.valid) {
      return { kind: 'invalid-link', given, reason: check.error, connectedAddress: connected };
    }
    const isConnectedAccount = check.address === connected;
    return {
      kind: 'linked',
      address: check.address,
      isConnectedAccount,
      connectedAddress: connected,
      btcAddresses: isConnectedAccount ? btcAddresses : [],
    };
  }
  if (mismatch) return { kind: 'wrong-network', wallet: mismatch, app };
  return connected === undefined
    ? { kind: 'none' }
    : { kind: 'connected', address: connected, btcAddresses };
}
