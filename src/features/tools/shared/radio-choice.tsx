import styles from './radio-choice.module.css';

interface Option<Value extends string> {
  value: Value;
  label: string;
  disabled?: boolean;
}

/** A labelled radio group (a fieldset with its legend): arrow keys move between the options. */
export function RadioChoice<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly Option<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
