import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { stacksAddressSchema, type BtcAddressEntry } from '@/wallet/addresses';
import { addressesAtom, stxAddressAtom } from '@/wallet/connection-store';

/** Whose portfolio the page shows: a linked `?address=`, else the connected account, else none. */
export type PortfolioAccount =
  | {
      kind: 'linked';
      address: string;
      isConnectedAccount: boolean;
      btcAddresses: BtcAddressEntry[];
    }
  | { kind: 'connected'; address: string; btcAddresses: BtcAddressEntry[] }
  | { kind: 'invalid-link'; given: string }
  | { kind: 'none' };

export function usePortfolioAccount(): PortfolioAccount {
  const [params] = useSearchParams();
  const connected = useAtomValue(stxAddressAtom);
  const entries = useAtomValue(addressesAtom);
  const btcAddresses = entries.filter((entry): entry is BtcAddressEntry => entry.symbol === 'BTC');
  const given = params.get('address');
  if (given !== null && given.trim() !== '') {
    const parsed = z.safeParse(stacksAddressSchema, given.trim());
    if (!parsed.success) return { kind: 'invalid-link', given };
    const isConnectedAccount = parsed.data === connected;
    return {
      kind: 'linked',
      address: parsed.data,
      isConnectedAccount,
      btcAddresses: isConnectedAccount ? btcAddresses : [],
    };
  }
  return connected === undefined
    ? { kind: 'none' }
    : { kind: 'connected', address: connected, btcAddresses };
}
