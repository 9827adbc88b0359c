import { TextInput } from '@/design-system/text-input';
import type { BoundField } from '@/lib/use-field-binding';
import styles from './sip018-domain-fields.module.css';
import type { Sip018DomainValues } from './read-sip018-domain';

/** SIP-018's domain — the app's name and version and the chain — as three fields. */
export function Sip018DomainFields({
  bind,
}: {
  /** The form's useFieldBinding `bind`. */
  bind: (field: keyof Sip018DomainValues) => BoundField;
}) {
  return (
    <fieldset className={styles.domain}>
      <legend className={styles.legend}>SIP-018 domain</legend>
      <TextInput
        label="Name"
        {...bind('domainName')}
        autoComplete="off"
        hint="The app's name in the SIP-018 domain"
      />
      <TextInput label="Version" {...bind('domainVersion')} autoComplete="off" />
      <TextInput
        label="Chain ID"
        {...bind('chainId')}
        // docs/wallet-protocol.md#validation-messages: a text field with the numeric keyboard, so
        // what is typed is read as typed (a number field drops "1e3" or "2,1" to an empty value
        // without a word).
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        hint="Mainnet 1, testnet and devnet 2147483648"
      />
    </fieldset>
  );
}
