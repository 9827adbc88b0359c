import { Shimmer } from '@/design-system/shimmer';

/** Shown in the page area while a page's code loads. */
export function PageLoading() {
  return <Shimmer heading lines={3} label="Loading page…" />;
}
