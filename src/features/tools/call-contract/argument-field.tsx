import { Switch } from '@/design-system/switch';
import { TextInput } from '@/design-system/text-input';
import { argumentInputKind, describeAbiType } from '@/stacks/clarity/abi-argument';
import type { ClarityAbiType } from '@/stacks/clarity/clarity-abi';
import styles from './call-contract.module.css';

/** How to write a value of each input kind, after its type. */
function formatHint(type: ClarityAbiType): string {
  const described = describeAbiType(type);
  switch (argumentInputKind(type)) {
    case 'uint':
      return `${described}: a whole number, like 25`;
    case 'int':
      return `${described}: a whole number, like -25`;
    case 'principal':
      return type === 'trait_reference'
        ? `${described}: a contract as address.contract-name`
        : `${described}: an address, or a contract as address.contract-name`;
    case 'buffer':
      return `${described}: hex, like 0x0102`;
    case 'string-ascii':
    case 'string-utf8':
      return `${described}: the text itself, without quotes`;
    case 'bool':
      return described;
    case 'clarity':
      return `${described}, in Clarity syntax`;
  }
}

const INPUT_MODE = { uint: 'numeric', int: 'text' } as const;

export interface ArgumentFieldProps {
  name: string;
  type: ClarityAbiType;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** One argument of the chosen function, with the input its type takes (abi-argument.ts). */
export function ArgumentField({ name, type, value, onChange, onBlur, error }: ArgumentFieldProps) {
  const kind = argumentInputKind(type);
  if (kind === 'bool') {
    return (
      <div className={styles.boolField}>
        <Switch
          label={`${name} (bool)`}
          checked={value === 'true'}
          onCheckedChange={(checked) => onChange(checked ? 'true' : 'false')}
        />
      </div>
    );
  }
  return (
    <TextInput
      label={name}
      name={`arg-${name}`}
      autoComplete="off"
      spellCheck={false}
      inputMode={kind === 'uint' || kind === 'int' ? INPUT_MODE[kind] : undefined}
      className={kind === 'clarity' || kind === 'buffer' ? styles.mono : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error}
      hint={formatHint(type)}
    />
  );
}
