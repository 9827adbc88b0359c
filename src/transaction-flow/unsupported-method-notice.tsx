import { Link as RouterLink } from 'react-router';
import { Banner } from '@/design-system/banner';
import { Link } from '@/design-system/link';
import { routes } from '@/lib/routes';

/** Said instead of failing when the connected wallet does not have the method a tool needs. */
export function UnsupportedMethodNotice({ method }: { method: string }) {
  return (
    <Banner variant="warning" title={`Your wallet does not support ${method}`}>
      Your wallet does not support {method}, so this tool cannot ask it to. A wallet that supports
      it can; the{' '}
      <Link asChild>
        <RouterLink to={routes.tool('wallet')}>Wallet tool</RouterLink>
      </Link>{' '}
      shows what yours supports.
    </Banner>
  );
}
