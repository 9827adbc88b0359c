import { Banner } from '@/design-system/banner';
import { describeWalletError } from '@/wallet/describe-wallet-error';
import { toWalletError } from '@/wallet/errors';

/** One section's failure, in words: the rest of the page carries on. */
export function WalletErrorBanner({ title, error }: { title: string; error: unknown }) {
  return (
    <Banner variant="warning" title={title}>
      {describeWalletError(toWalletError(error))}
    </Banner>
  );
}
