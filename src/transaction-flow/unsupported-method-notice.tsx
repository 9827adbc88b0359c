import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Banner } from '@/design-system/banner';
import { Link } from '@/design-system/link';
import { routes } from '@/lib/routes';
import { readRememberedWalletId } from '@/wallet/remembered-wallet';
import { discoverWallets } from '@/wallet/wallet-discovery';

/** The chosen wallet's name when one was picked among several, else undefined: a
 * person with one wallet reads "Your wallet", as before. */
function useChosenWalletName(): string | undefined {
  return useMemo(() => {
    const rememberedId = readRememberedWalletId();
    return rememberedId
      ? discoverWallets().find((wallet) => wallet.id === rememberedId)?.name
      : undefined;
  }, []);
}

/** Said instead of failing when the connected wallet does not have the method a tool needs.
 * `children` adds what the person can do instead (another place to do it, say). */
export function UnsupportedMethodNotice({
  method,
  children,
}: {
  method: string;
  children?: ReactNode;
}) {
  const wallet = useChosenWalletName() ?? 'Your wallet';
  return (
    <Banner variant="warning" title={`${wallet} does not support ${method}`}>
      <p>
        {wallet} does not support {method}, so Satchel cannot ask it to. A wallet that supports it
        can; the{' '}
        <Link asChild>
          <RouterLink to={routes.tool('wallet')}>Wallet tool</RouterLink>
        </Link>{' '}
        shows what yours supports.
      </p>
      {children}
    </Banner>
  );
}
