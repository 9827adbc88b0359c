import { Button, type ButtonProps } from '@/design-system/button';

export interface WalletSubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** True while the wallet is asked: the button is busy and says so. */
  asking: boolean;
  /** True while Satchel prepares the request (checks, builds it) before the wallet opens: busy,
   * with its own label. */
  busy?: boolean;
}

/** The words every form shows while its wallet is open, so the person looks there. */
const CONFIRM_IN_WALLET = 'Confirm in your wallet…';

/** A form's submit button that asks the wallet: its own label until then, busy and
 * "Confirm in your wallet…" while the wallet is open. */
export function WalletSubmitButton({
  asking,
  busy = false,
  variant = 'solid',
  children,
  ...rest
}: WalletSubmitButtonProps) {
  return (
    <Button {...rest} type="submit" variant={variant} loading={asking || busy}>
      {asking ? CONFIRM_IN_WALLET : children}
    </Button>
  );
}
