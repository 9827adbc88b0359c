import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/design-system/button';
import { TextInput } from '@/design-system/text-input';
import type { NetworkKind } from '@/config/networks';
import { useFieldBinding } from '@/lib/use-field-binding';
import { PORTFOLIO_ADDRESS_PARAM } from './use-portfolio-account';
import { validatePortfolioAddress } from './validate-portfolio-address';
import styles from './portfolio-account-bar.module.css';

/** Look at any Stacks address: the page's `?address=` follows, so the view can be shared. */
export function PortfolioAddressForm({
  network,
  label,
}: {
  network: NetworkKind;
  /** The field's label: "Stacks address" for a visitor, "Another Stacks address" otherwise. */
  label: string;
}) {
  const [, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const check = validatePortfolioAddress(text, network);
  const fields = useFieldBinding<{ address: string }, 'address'>({
    values: { address: text },
    problems: check.valid ? {} : { address: check.error },
    onEdit: (_field, value) => setText(value),
  });

  function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    fields.submit();
    if (!check.valid) return;
    // Keep the page's other parameters (the network's, mock mode's); only the account changes.
    setParams((params) => {
      params.set(PORTFOLIO_ADDRESS_PARAM, check.address);
      return params;
    });
    setText('');
    fields.reset();
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.field}>
        <TextInput
          label={label}
          {...fields.bind('address')}
          autoComplete="off"
          spellCheck={false}
          hint={network === 'mainnet' ? 'An SP… or SM… address' : 'An ST… or SN… address'}
        />
      </div>
      <Button type="submit" variant="outline">
        Show portfolio
      </Button>
    </form>
  );
}
