import { useParams } from 'react-router';
import { LiquidStackingPage } from '@/features/stacking/liquid/liquid-stacking-page';

/** /stacking/liquid/:slug — start liquid stacking with one protocol. */
export function Component() {
  const { slug = '' } = useParams();
  return <LiquidStackingPage slug={slug} view="start" />;
}
