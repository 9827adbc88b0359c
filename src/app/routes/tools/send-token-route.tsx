import { SendTokenForm } from '@/features/tools/send-token/send-token-form';
import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/send-token */
export function Component() {
  return (
    <ToolPage tool="send-token">
      <SendTokenForm />
    </ToolPage>
  );
}
