import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldMessage } from '@/design-system/field-message';
import styles from './text-area-field.module.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'children'
> {
  label: string;
  /** Flags the field as invalid and shows this message under it. */
  error?: string | undefined;
  /** Helper text under the field when there is no error. */
  hint?: string | undefined;
  /** Monospace, for hex, keys and Clarity. */
  mono?: boolean;
}

/** A labelled multi-line field (messages, Clarity values, signatures) with its message tied by
 * `aria-describedby`, as the design system's TextInput does for one line. */
export function TextAreaField({
  label,
  error,
  hint,
  mono = false,
  id,
  rows = 3,
  ...rest
}: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const messageId = `${fieldId}-message`;
  const message = error ?? hint;
  return (
    <div className={styles.field} data-invalid={error === undefined ? undefined : ''}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        {...rest}
        id={fieldId}
        rows={rows}
        className={styles.input}
        data-mono={mono || undefined}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={message ? messageId : undefined}
      />
      <FieldMessage id={messageId} className={styles.message} message={message} />
    </div>
  );
}
