import { TextInput } from '@/design-system/text-input';
import type { BoundField } from '@/lib/use-field-binding';

/** The Stacks recipient of a transfer (STX, a token, an NFT): a field the browser must not
 * autocomplete or spell-check. */
export function RecipientInput(field: BoundField) {
  return (
    <TextInput
      label="Recipient"
      {...field}
      autoComplete="off"
      spellCheck={false}
      hint="A Stacks address, or a contract as address.contract-name"
    />
  );
}
