import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

type ButtonSize = 'sm' | 'md' | 'lg';
type ButtonVariant = 'solid' | 'outline' | 'ghost';
type ButtonIntent = 'default' | 'danger' | 'success';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: ButtonSize;
  variant?: ButtonVariant;
  intent?: ButtonIntent;
  /** Shows a spinner, marks the button busy and ignores clicks; the accessible name stays. */
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    size = 'md',
    variant = 'solid',
    intent = 'default',
    loading = false,
    className,
    children,
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={className ? `${styles.button} ${className}` : styles.button}
      data-size={size}
      data-variant={variant}
      data-intent={intent}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      // While busy the button ignores clicks but keeps focus (a disabled button would drop it).
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
});
