import { ToolsIndex } from '@/features/tools/tools-index';

/** /tools — the wallet's powers as cards, one page per tool. */
export function Component() {
  return <ToolsIndex />;
}
