import type { ChangeEvent } from 'react';
import { useFieldErrors, type FieldErrors } from './use-field-errors';

/** The fields of `Values` that hold free text (not a choice among literals). */
export type TextFieldOf<Values> = {
  [Key in keyof Values]: string extends Values[Key] ? Key : never;
}[keyof Values] &
  string;

/** What a text field needs from its form: spread it onto TextInput, TextAreaField or a
 * plain `<input>`/`<textarea>`. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  onBlur: () => void;
  /** The problem to show now (useFieldErrors decides when), else undefined. */
  error: string | undefined;
  'aria-invalid': true | undefined;
}

/**
 * A form's text fields wired to its values and to useFieldErrors in one place: `bind(field)`
 * gives the field its value, its change and leave handlers, and its problem once it is time to
 * show it. The form keeps its values and rules; `onEdit` is where it stores a field's new text
 * (and clears a wallet refusal).
 */
export function useFieldBinding<Values extends object, Field extends string>({
  values,
  problems,
  onEdit,
}: {
  values: Values;
  /** Every current problem of the form, shown or not. */
  problems: FieldErrors<Field>;
  onEdit: (field: TextFieldOf<Values>, value: string) => void;
}) {
  const fieldErrors = useFieldErrors<Field>();
  const errors = fieldErrors.shown(problems);
  return {
    /** The problems to show now, for fields bound by hand (a radio group's message). */
    errors,
    bind: (field: TextFieldOf<Values> & Field): BoundField => {
      const error = errors[field];
      return {
        name: field,
        value: String(values[field]),
        onChange: (event) => onEdit(field, event.target.value),
        onBlur: fieldErrors.leave(field),
        error,
        'aria-invalid': error === undefined ? undefined : true,
      };
    },
    /** For a field bound by hand: its onBlur. */
    leave: fieldErrors.leave,
    showing: fieldErrors.showing,
    /** Call on every submit, before the form's own checks. */
    submit: fieldErrors.submit,
    /** A fresh, empty form: nothing shown until left or submitted again. */
    reset: fieldErrors.reset,
  };
}
