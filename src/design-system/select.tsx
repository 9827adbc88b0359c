import { Select as RadixSelect } from 'radix-ui';
import { useId } from 'react';
import { Icon } from './icon';
import styles from './select.module.css';

interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Options with a group are shown under its name, groups in the order they first appear. */
  group?: string;
}

/** Consecutive runs of options by group; options without one form unnamed runs. */
function groupOptions(options: readonly SelectOption[]) {
  const groups: { name: string | undefined; options: SelectOption[] }[] = [];
  for (const option of options) {
    const existing = groups.find((group) => group.name === option.group);
    if (existing && option.group !== undefined) existing.options.push(option);
    else groups.push({ name: option.group, options: [option] });
  }
  return groups;
}

function SelectItem({ option }: { option: SelectOption }) {
  return (
    <RadixSelect.Item value={option.value} disabled={option.disabled} className={styles.item}>
      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
      <RadixSelect.ItemIndicator className={styles.indicator}>
        <Icon name="check" size="small" />
      </RadixSelect.ItemIndicator>
    </RadixSelect.Item>
  );
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
}

/** A single choice from a list; opens with Enter, Space or the arrow keys. */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Choose…',
  disabled,
  name,
}: SelectProps) {
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        disabled={disabled}
        name={name}
      >
        <RadixSelect.Trigger className={styles.trigger} aria-labelledby={labelId}>
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className={styles.chevron}>
            <Icon name="chevron-down" size="small" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={styles.viewport}>
              {groupOptions(options).map((group, index) =>
                group.name === undefined ? (
                  group.options.map((option) => <SelectItem key={option.value} option={option} />)
                ) : (
                  <RadixSelect.Group key={`${index}-${group.name}`} className={styles.group}>
                    <RadixSelect.Label className={styles.groupLabel}>
                      {group.name}
                    </RadixSelect.Label>
                    {group.options.map((option) => (
                      <SelectItem key={option.value} option={option} />
                    ))}
                  </RadixSelect.Group>
                ),
              )}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}
