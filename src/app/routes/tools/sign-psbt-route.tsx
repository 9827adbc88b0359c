import { SignPsbtForm } from '@/features/tools/sign-psbt/sign-psbt-form';
import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/sign-psbt (@scure/btc-signer loads with this route only) */
export function Component() {
  return (
    <ToolPage tool="sign-psbt">
      <SignPsbtForm />
    </ToolPage>
  );
}
