import { useId, useState } from 'react';
import { Button } from '@/design-system/button';
import { ExternalLink } from '@/design-system/external-link';
import { PageSection } from '@/design-system/page-layout';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import { useWalletRequest } from '@/transaction-flow/use-wallet-request';
import { openSwap } from '@/wallet/methods/open-swap';
import {
  isUnsupportedMethodError,
  useWalletMethodSupport,
} from '@/wallet/use-wallet-method-support';
import { requestWallet } from '@/wallet/wallet-client';
import type { WalletMethodResult } from '@/wallet/wallet-method';
import { BRIDGE_CAPACITY_REACHED, BRIDGE_NOT_ON_DEVNET } from '../capacity/bridge-capacity-words';
import { useBridgeCapacity } from '../capacity/use-bridge-capacity';
import type { SbtcSectionProps } from '../sbtc-section-props';
import { SBTC_BRIDGE_APP_URL, STX_SBTC_DEX_URL } from '../sbtc-links';
import styles from './get-sbtc-section.module.css';

/** What the wallet's swap starts from; it always ends in sBTC. Leather takes these symbols
 * (wallet/methods/open-swap.ts). */
type SwapBase = 'BTC' | 'STX';

/**
 * Two ways to get sBTC, both in the wallet (`openSwap`, docs/wallet-protocol.md#methods): bridge
 * BTC (base BTC → quote sBTC) or swap STX (base STX → quote sBTC). The bridge button is off, with
 * the reason beside it, where there is no bridge (the devnet) or it is full (the capacity both
 * sections share). A visitor is asked to connect first, as the portfolio asks (the header's
 * Connect). A wallet without `openSwap` is told so, with the official bridge app and an exchange to
 * go to instead.
 */
export function GetSbtcSection({ network, contracts, address }: SbtcSectionProps) {
  const { bridged, capacity } = useBridgeCapacity(network, contracts.token);
  const support = useWalletMethodSupport('openSwap');
  const swap = useWalletRequest<WalletMethodResult<typeof openSwap>>();
  const { state } = swap;
  /** The swap the wallet was last asked to open: its button is the busy one. */
  const [asked, setAsked] = useState<SwapBase>();
  /** The wallet answered that it has no openSwap, though its list did not say. */
  const [refusedMethod, setRefusedMethod] = useState(false);
  const unsupported = support === 'unsupported' || refusedMethod;
  const asking = state.phase === 'signing';
  const open = (base: SwapBase) => {
    if (asking) return;
    setAsked(base);
    void swap.ask(() => requestWallet(openSwap, { base, quote: 'sBTC' }), {
      onWalletError: (error) => {
        if (isUnsupportedMethodError(error)) setRefusedMethod(true);
      },
      // Said by the notice, in place of the buttons.
      saidElsewhere: isUnsupportedMethodError,
    });
  };

  const connectFirst = address
    ? undefined
    : `Connect a wallet on ${network.name} first (Connect, at the top of the page): the swap opens in your wallet.`;
  const bridgeReason = !bridged
    ? BRIDGE_NOT_ON_DEVNET
    : capacity?.kind === 'reached'
      ? BRIDGE_CAPACITY_REACHED
      : connectFirst;

  return (
    <PageSection title="Get sBTC">
      <p>
        Bridge bitcoin into sBTC one for one through the sBTC signers, or swap STX for sBTC on an
        exchange. Both open in your wallet, which shows the amounts and fees before anything is
        sent.
      </p>
      {unsupported ? (
        <UnsupportedMethodNotice method="openSwap">
          <p>
            You can still get sBTC: bridge BTC with the{' '}
            <ExternalLink href={SBTC_BRIDGE_APP_URL}>official sBTC bridge app</ExternalLink>, or
            swap STX for sBTC on a decentralized exchange such as{' '}
            <ExternalLink href={STX_SBTC_DEX_URL}>Bitflow</ExternalLink> (mainnet).
          </p>
        </UnsupportedMethodNotice>
      ) : (
        <>
          <div className={styles.actions}>
            <SwapAction
              label="Bridge BTC to sBTC"
              reason={bridgeReason}
              pending={asking && asked === 'BTC'}
              busy={asking}
              onOpen={() => open('BTC')}
            />
            <SwapAction
              label="Swap STX for sBTC"
              reason={connectFirst}
              pending={asking && asked === 'STX'}
              busy={asking}
              onOpen={() => open('STX')}
            />
          </div>
          <div className={styles.outcome}>
            {state.phase === 'wallet-refused' ? (
              <p className={styles.error} role="alert">
                {state.message}
              </p>
            ) : null}
            {state.phase === 'answered' ? (
              <p role="status">Your wallet opened its swap: {state.answer.message}</p>
            ) : null}
          </div>
        </>
      )}
    </PageSection>
  );
}

/** One button, and when it is off, why: visible, and its description for assistive technology. */
function SwapAction({
  label,
  reason,
  pending,
  busy,
  onOpen,
}: {
  label: string;
  reason: string | undefined;
  pending: boolean;
  busy: boolean;
  onOpen: () => void;
}) {
  const reasonId = useId();
  return (
    <div className={styles.action}>
      <Button
        disabled={reason !== undefined || (busy && !pending)}
        loading={pending}
        aria-describedby={reason === undefined ? undefined : reasonId}
        onClick={onOpen}
      >
        {label}
      </Button>
      {reason === undefined ? null : (
        <p id={reasonId} className={styles.reason}>
          {reason}
        </p>
      )}
    </div>
  );
}
