import { useQuery } from '@tanstack/react-query';
import { Shimmer } from '@/design-system/shimmer';
import { walletInfoQueryOptions } from '@/wallet/wallet-self-description-queries';
import { WalletErrorBanner } from './wallet-error-banner';
import { WalletToolSection } from './wallet-tool-section';
import styles from './wallet-tool.module.css';

const PLATFORM_WORDS = { extension: 'Browser extension', mobile: 'Mobile app' } as const;

/** `getInfo`: the wallet's version and platform. */
export function WalletAboutSection({ connection }: { connection: string }) {
  const info = useQuery(walletInfoQueryOptions(connection));
  return (
    <WalletToolSection id="wallet-about" title="About the wallet">
      {info.isPending ? <Shimmer lines={2} label="Asking the wallet about itself…" /> : null}
      {info.error ? (
        <WalletErrorBanner title="The wallet did not say what it is" error={info.error} />
      ) : null}
      {info.data ? (
        <dl className={styles.facts}>
          <dt>Version</dt>
          <dd data-testid="wallet-version">{info.data.version}</dd>
          <dt>Platform</dt>
          <dd data-testid="wallet-platform">{PLATFORM_WORDS[info.data.platform]}</dd>
        </dl>
      ) : null}
    </WalletToolSection>
  );
}
