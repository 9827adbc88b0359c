import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type InputHTMLAttributes,
} from 'react';
import { FieldMessage } from './field-message';
import styles from './text-input.module.css';

/** docs/product-decisions.md#constants: a browser's autofill lands just after mount, so it is
 * checked 1 ms later. */
export const PREFILL_CHECK_DELAY_MS = 1;

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size'
> {
  label: string;
  /** "number" is digits only: numeric keyboard, `[0-9]*` pattern, no min or max
   * (docs/wallet-protocol.md#validation-messages). */
  type?: 'text' | 'number' | 'email' | 'password' | 'search' | 'url';
  /** Flags the input as invalid and shows this message under it. */
  error?: string;
  /** Helper text under the input when there is no error. */
  hint?: string;
  /** Keeps the label floated, e.g. when a placeholder or adornment is shown. */
  shrink?: boolean;
}

function isAutofilled(input: HTMLInputElement): boolean {
  try {
    return input.matches(':autofill') || input.matches(':-webkit-autofill');
  } catch {
    // Engines that do not know the pseudo-class throw; they have no autofill to detect.
    return false;
  }
}

/** A 64 px text input whose label floats up when it has a value, is focused or is shrunk. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    label,
    type = 'text',
    error,
    hint,
    shrink = false,
    id,
    className,
    onFocus,
    onBlur,
    onChange,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const [focused, setFocused] = useState(false);
  const [hasValue, setHasValue] = useState(() => {
    const initial = rest.value ?? rest.defaultValue;
    return initial !== undefined && String(initial) !== '';
  });
  const controlledValue = rest.value;
  const filled = controlledValue !== undefined ? String(controlledValue) !== '' : hasValue;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const input = inputRef.current;
      if (input && (input.value !== '' || isAutofilled(input))) setHasValue(true);
    }, PREFILL_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const floated = filled || focused || shrink;
  const message = error ?? hint;
  const numberProps =
    type === 'number'
      ? ({ type: 'text', inputMode: 'numeric', pattern: '[0-9]*' } as const)
      : { type };

  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-floated={floated || undefined}
      data-invalid={error ? '' : undefined}
    >
      <div className={styles.control}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...numberProps}
          {...rest}
          onFocus={(event) => {
            setFocused(true);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            onBlur?.(event);
          }}
          onChange={(event) => {
            setHasValue(event.target.value !== '');
            onChange?.(event);
          }}
        />
      </div>
      <FieldMessage id={messageId} className={styles.message} message={message} />
    </div>
  );
});
