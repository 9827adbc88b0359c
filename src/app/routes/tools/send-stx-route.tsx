import { SendStxForm } from '@/features/tools/send-stx/send-stx-form';
import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/send-stx */
export function Component() {
  return (
    <ToolPage tool="send-stx">
      <SendStxForm />
    </ToolPage>
  );
}
