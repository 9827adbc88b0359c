import { useParams } from 'react-router';
import { LiquidStackingPage } from '@/features/stacking/liquid/liquid-stacking-page';

/** /stacking/liquid/:slug/increase — deposit more through the same protocol call. */
export function Component() {
  const { slug = '' } = useParams();
  return <LiquidStackingPage slug={slug} view="increase" />;
}
