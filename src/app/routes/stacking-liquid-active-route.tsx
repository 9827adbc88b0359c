import { useParams } from 'react-router';
import { LiquidStackingPage } from '@/features/stacking/liquid/liquid-stacking-page';

/** /stacking/liquid/:slug/active — the holding with one protocol. */
export function Component() {
  const { slug = '' } = useParams();
  return <LiquidStackingPage slug={slug} view="active" />;
}
