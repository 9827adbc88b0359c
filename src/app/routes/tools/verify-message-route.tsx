import { ToolPage } from '@/features/tools/shared/tool-page';
import { VerifyMessageForm } from '@/features/tools/verify-message/verify-message-form';

/** /tools/verify-message */
export function Component() {
  return (
    <ToolPage tool="verify-message">
      <VerifyMessageForm />
    </ToolPage>
  );
}
