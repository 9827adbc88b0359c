import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Banner } from '@/design-system/banner';
import { Link } from '@/design-system/link';
import { routes } from '@/lib/routes';

/** Said instead of failing when the connected wallet does not have the method a tool needs.
 * `children` adds what the person can do instead (another place to do it, say). */
export function UnsupportedMethodNotice({
  method,
  children,
}: {
  method: string;
  children?: ReactNode;
}) {
  return (
    <Banner variant="warning" title={`Your wallet does not support ${method}`}>
      <p>
        Your wallet does not support {method}, so Satchel cannot ask it to. A wallet that supports
        it can; the{' '}
        <Link asChild>
          <RouterLink to={routes.tool('wallet')}>Wallet tool</RouterLink>
        </Link>{' '}
        shows what yours supports.
      </p>
      {children}
    </Banner>
  );
}
