import { lazy, Suspense } from 'react';
import { Shimmer } from '@/design-system/shimmer';
import { ToolPage } from '@/features/tools/shared/tool-page';
import { importInTasks } from '@/lib/import-in-tasks';

// The tool reads and builds Clarity values with @stacks/transactions (≈ 36 KB gzip with classic
// zod): loaded after hydration, so the prerendered page hydrates without it. The wallet's request
// schemas, whose file arrives first, evaluate in a task of their own (lib/import-in-tasks.ts).
const CallContractTool = lazy(() =>
  importInTasks(
    () => import('@/features/tools/call-contract/call-contract-tool'),
    [() => import('@/wallet/request-schemas'), () => import('@/stacks/clarity/clarity-abi')],
  ).then((module) => ({
    default: module.CallContractTool,
  })),
);

/** /tools/call-contract */
export function Component() {
  return (
    <ToolPage tool="call-contract">
      <Suspense fallback={<Shimmer lines={4} label="Loading Call a contract…" />}>
        <CallContractTool />
      </Suspense>
    </ToolPage>
  );
}
