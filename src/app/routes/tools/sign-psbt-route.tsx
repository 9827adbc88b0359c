import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/sign-psbt — PLACEHOLDER: replaced by the tool (issue 13). */
export function Component() {
  return (
    <ToolPage tool="sign-psbt">
      <p>Coming soon.</p>
    </ToolPage>
  );
}
