import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import type { NetworkKind } from '@/config/networks';
import type { BtcAddressEntry } from '@/wallet/addresses';
import { addressesAtom, stxAddressAtom } from '@/wallet/connection-store';
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
  | { kind: 'none' };

export function usePortfolioAccount(network: NetworkKind): PortfolioAccount {
  const [params] = useSearchParams();
  const connected = useAtomValue(stxAddressAtom);
  const entries = useAtomValue(addressesAtom);
  const btcAddresses = entries.filter((entry): entry is BtcAddressEntry => entry.symbol === 'BTC');
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
  return connected === undefined
    ? { kind: 'none' }
    : { kind: 'connected', address: connected, btcAddresses };
}
