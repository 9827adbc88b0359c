import { StartPoolingPage } from '@/features/stacking/pool/start-pooling-page';

/** /stacking/pool/:slug — start or increase pooled stacking with one pool. */
export function Component() {
  return <StartPoolingPage />;
}
