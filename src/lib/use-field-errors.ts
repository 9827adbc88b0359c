import { useState } from 'react';

/** A form's problems, one message per field that has one. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * When a form shows its field problems: a field's message appears once the person leaves the
 * field or submits the form, never while they are still typing it the first time; from then on
 * it follows their edits. Every form with an amount uses this, so every amount field complains
 * at the same moments, with or without a wallet (the rules themselves stay with each form).
 */
export function useFieldErrors<Field extends string>() {
  const [submitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<Field>>(() => new Set());
  return {
    /** Of the form's current problems, the ones to show now. */
    shown(errors: FieldErrors<Field>): FieldErrors<Field> {
      if (submitted) return errors;
      const visible: FieldErrors<Field> = {};
      for (const field of left) {
        const message = errors[field];
        if (message !== undefined) visible[field] = message;
      }
      return visible;
    },
    /** Whether a problem of `field` would be shown now: a form can leave a costly check of a
     * field for then. */
    showing: (field: Field): boolean => submitted || left.has(field),
    /** For the field's onBlur. */
    leave: (field: Field) => () => {
      setLeft((current) => (current.has(field) ? current : new Set(current).add(field)));
    },
    /** Call on every submit, before the form's own checks, valid or not. */
    submit: () => {
      setSubmitted(true);
    },
    /** A fresh, empty form: nothing shown until left or submitted again. */
    reset: () => {
      setSubmitted(false);
      setLeft(new Set());
    },
  };
}
