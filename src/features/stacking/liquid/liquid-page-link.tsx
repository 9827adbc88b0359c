import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@/design-system/link';

/** A link to another Satchel page, styled as the design system's links. */
export function LiquidPageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
