import { TextInput } from '@/design-system/text-input';
import styles from './sip018-domain-fields.module.css';
import type { Sip018DomainErrors, Sip018DomainValues } from './read-sip018-domain';

/** SIP-018's domain — the app's name and version and the chain — as three fields. */
export function Sip018DomainFields({
  values,
  errors,
  onChange,
  onLeave,
}: {
  values: Sip018DomainValues;
  errors: Sip018DomainErrors;
  onChange: (field: keyof Sip018DomainValues, value: string) => void;
  onLeave: (field: keyof Sip018DomainValues) => () => void;
}) {
  return (
    <fieldset className={styles.domain}>
      <legend className={styles.legend}>SIP-018 domain</legend>
      <TextInput
        label="Name"
        name="domainName"
        autoComplete="off"
        value={values.domainName}
        onChange={(event) => onChange('domainName', event.target.value)}
        onBlur={onLeave('domainName')}
        error={errors.domainName}
        hint="The app's name in the SIP-018 domain"
      />
      <TextInput
        label="Version"
        name="domainVersion"
        autoComplete="off"
        value={values.domainVersion}
        onChange={(event) => onChange('domainVersion', event.target.value)}
        onBlur={onLeave('domainVersion')}
        error={errors.domainVersion}
      />
      <TextInput
        label="Chain ID"
        name="chainId"
        // Spec §5: a text field with the numeric keyboard, so what is typed is read as typed
        // (a number field drops "1e3" or "2,1" to an empty value without a word).
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={values.chainId}
        onChange={(event) => onChange('chainId', event.target.value)}
        onBlur={onLeave('chainId')}
        error={errors.chainId}
        hint="Mainnet 1, testnet and devnet 2147483648"
      />
    </fieldset>
  );
}
