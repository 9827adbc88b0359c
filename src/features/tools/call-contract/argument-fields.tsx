import { useDeferredValue, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { readAbiArgument } from '@/stacks/clarity/abi-argument';
import { ArgumentField } from './argument-field';
import {
  initialArgumentTexts,
  type ArgumentTexts,
  type ClarityAbiFunction,
} from './read-function-arguments';
import styles from './call-contract.module.css';

type ClarityAbiArgument = ClarityAbiFunction['args'][number];

export interface ArgumentFieldsHandle {
  /** The arguments' texts as they are now. */
  texts: () => ArgumentTexts;
}

export interface ArgumentFieldsProps {
  fn: ClarityAbiFunction;
  /** How the form reads the texts when it is submitted. */
  ref: Ref<ArgumentFieldsHandle>;
  /** After every edit of an argument. */
  onEdit: () => void;
  /** Whether an argument's problem would be shown now (its field left, or the form submitted). */
  showing: (name: string) => boolean;
  /** For an argument field's onBlur. */
  onLeave: (name: string) => () => void;
}

/**
 * The function's arguments, holding their texts: a keystroke re-renders these fields only, not
 * the whole form (its wallet and transaction queries, post-conditions and buttons), which made
 * typing in an argument slow. The form reads the texts through `ref` on submit.
 */
export function ArgumentFields({ fn, ref, onEdit, showing, onLeave }: ArgumentFieldsProps) {
  const [texts, setTexts] = useState<ArgumentTexts>(() => initialArgumentTexts(fn));
  useImperativeHandle(ref, () => ({ texts: () => texts }), [texts]);
  return (
    <fieldset className={styles.arguments}>
      <legend>Arguments</legend>
      {fn.args.map((arg) => (
        <CheckedArgumentField
          key={arg.name}
          arg={arg}
          value={texts[arg.name] ?? ''}
          checked={showing(arg.name)}
          onChange={(value) => {
            setTexts((current) => ({ ...current, [arg.name]: value }));
            onEdit();
          }}
          onBlur={onLeave(arg.name)}
        />
      ))}
    </fieldset>
  );
}

interface CheckedArgumentFieldProps {
  arg: ClarityAbiArgument;
  value: string;
  /** Whether its problem would be shown: only then is the text checked. */
  checked: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * One argument and its problem. Its text is read against its type only once a problem would be
 * shown (the form reads it again on submit anyway), and then at a lower priority than typing,
 * which React drops for the next keystroke: parsing a compound value per keystroke blocked
 * typing.
 */
function CheckedArgumentField({
  arg,
  value,
  checked,
  onChange,
  onBlur,
}: CheckedArgumentFieldProps) {
  // Undefined while unchecked, so typing then schedules no deferred render at all.
  const deferred = useDeferredValue(checked ? value : undefined);
  const reading = useMemo(
    () => (deferred === undefined ? undefined : readAbiArgument(arg.type, deferred)),
    [arg.type, deferred],
  );
  return (
    <ArgumentField
      name={arg.name}
      type={arg.type}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={reading?.ok === false ? reading.message : undefined}
    />
  );
}
