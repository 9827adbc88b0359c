import { Suspense, type ReactNode } from 'react';
import { useIdleReady } from './use-idle-ready';

interface WhenIdleProps {
  /** Inert and of the real control's size, so nothing moves when it arrives; none by default. */
  placeholder?: ReactNode;
  /** The real control, usually a `lazy` one: its code loads only once it renders. */
  children: ReactNode;
}

/**
 * Shows `placeholder` while the server prerenders, while React hydrates and until the browser is
 * idle or the visitor first points, focuses or types (`useIdleReady`); then `children`, with the
 * same placeholder while their code loads. The header's secondary controls stay off the first
 * load this way.
 */
export function WhenIdle({ placeholder = null, children }: WhenIdleProps) {
  const ready = useIdleReady();
  if (!ready) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
