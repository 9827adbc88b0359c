import { useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAnalytics } from '@/analytics/analytics-context';
import { MISSING_STACKS_KEYS_DIALOG_DELAY_MS } from '@/config/constants';
import { useToast } from '@/design-system/toaster';
import { delay } from '@/lib/delay';
import { findStxAddress } from '@/wallet/addresses';
import { activeNetworkAtom } from '@/stacks/active-network';
import { addressesAtom } from '@/wallet/connection-store';
import { describeWalletError } from '@/wallet/describe-wallet-error';
import { toWalletError, UserRejectedError } from '@/wallet/errors';
import { completeConnectQuest } from './complete-connect-quest';
import type { WalletChoice } from './wallet-choice';
import { routes } from '@/lib/routes';

/** Connect, switch account or wallet, open the extension and sign out
 * (docs/product-decisions.md#connection-states). */
export function useWalletConnection() {
  const setAddresses = useSetAtom(addressesAtom);
  // The kind, not the name: a custom API on mainnet is mainnet too.
  const networkKind = useAtomValue(activeNetworkAtom).kind;
  const analytics = useAnalytics();
  const showToast = useToast();
  const navigate = useNavigate();
  const [isConnecting, setIsConnecting] = useState(false);
  const [isMissingStacksAccount, setMissingStacksAccount] = useState(false);
  /** The picker's wallets while it is open (several installed). */
  const [walletChoices, setWalletChoices] = useState<WalletChoice[] | undefined>();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Opens the picker with every wallet on the page. */
  const chooseWallet = useCallback(async () => {
    const { listWallets } = await import('./wallet-requests');
    if (mounted.current) setWalletChoices(listWallets());
  }, []);

  /** Connects to `walletId` (picked just now), else to the remembered or only wallet; with
   * several wallets and none remembered, opens the picker instead. */
  const connect = useCallback(
    async (walletId?: string) => {
      setIsConnecting(true);
      try {
        const { needsPicker, rememberWalletId, requestAddresses } =
          await import('./wallet-requests');
        if (walletId === undefined && needsPicker()) {
          await chooseWallet();
          return;
        }
        const { addresses } = await requestAddresses(walletId);
        const stx = findStxAddress(addresses);
        if (!stx) {
          // docs/product-decisions.md#connection-states: wait 750 ms before explaining, so the
          // wallet popup has closed.
          await delay(MISSING_STACKS_KEYS_DIALOG_DELAY_MS);
          if (mounted.current) setMissingStacksAccount(true);
          analytics.track('sign_in_clicked', { status: 'error', reason: 'no_stacks_account' });
          return;
        }
        setAddresses(addresses);
        if (walletId !== undefined) rememberWalletId(walletId);
        analytics.track('sign_in_clicked', { status: 'success' });
        if (networkKind === 'mainnet') void completeConnectQuest(stx.address);
      } catch (raw) {
        const error = toWalletError(raw);
        if (error instanceof UserRejectedError) {
          // The user said no: nothing to tell them.
          analytics.track('sign_in_clicked', { status: 'error', reason: 'user_rejected' });
          return;
        }
        analytics.track('sign_in_clicked', {
          status: 'error',
          reason: 'wallet_error',
          error_name: error.name,
        });
        showToast({
          title: 'Could not connect your wallet',
          description: describeWalletError(error),
          variant: 'error',
        });
      } finally {
        if (mounted.current) setIsConnecting(false);
      }
    },
    [analytics, chooseWallet, networkKind, setAddresses, showToast],
  );

  const openExtension = useCallback(
    async (source: 'account_menu' | 'unable_to_connect_dialog') => {
      analytics.track('open_extension_clicked', { source });
      try {
        const { openWalletFullPage } = await import('./wallet-requests');
        await openWalletFullPage();
      } catch (raw) {
        const error = toWalletError(raw);
        if (error instanceof UserRejectedError) return;
        showToast({
          title: 'Could not open your wallet',
          description: describeWalletError(error),
          variant: 'error',
        });
      }
    },
    [analytics, showToast],
  );

  const signOut = useCallback(() => {
    analytics.track('sign_out_clicked', {});
    void navigate(routes.home());
    setAddresses(RESET);
  }, [analytics, navigate, setAddresses]);

  return {
    connect,
    walletChoices,
    /** Switch wallet (account menu): the picker, whatever is remembered. */
    switchWallet: chooseWallet,
    pickWallet: (walletId: string) => {
      setWalletChoices(undefined);
      void connect(walletId);
    },
    dismissWalletPicker: () => setWalletChoices(undefined),
    isConnecting,
    isMissingStacksAccount,
    dismissMissingStacksAccount: () => setMissingStacksAccount(false),
    openExtension,
    signOut,
  };
}
