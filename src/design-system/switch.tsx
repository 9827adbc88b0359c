import { Switch as RadixSwitch } from 'radix-ui';
import { useId } from 'react';
import styles from './switch.module.css';

export interface SwitchProps {
  label: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}

/** An on/off control (42×24, docs/product-decisions.md#constants); Space toggles it; `data-state`
 * is "checked" or "unchecked". */
export function Switch({ label, ...rest }: SwitchProps) {
  const id = useId();
  return (
    <span className={styles.field}>
      <RadixSwitch.Root id={id} className={styles.switch} {...rest}>
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
    </span>
  );
}
