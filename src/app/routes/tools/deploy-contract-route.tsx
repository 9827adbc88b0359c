import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/deploy-contract — PLACEHOLDER: replaced by the tool (issue 13). */
export function Component() {
  return (
    <ToolPage tool="deploy-contract">
      <p>Coming soon.</p>
    </ToolPage>
  );
}
