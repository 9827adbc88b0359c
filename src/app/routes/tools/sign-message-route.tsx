import { SignMessageForm } from '@/features/tools/sign-message/sign-message-form';
import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/sign-message */
export function Component() {
  return (
    <ToolPage tool="sign-message">
      <SignMessageForm />
    </ToolPage>
  );
}
