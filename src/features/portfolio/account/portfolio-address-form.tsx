import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/design-system/button';
import { TextInput } from '@/design-system/text-input';
import type { NetworkKind } from '@/config/networks';
import { useFieldErrors } from '@/lib/use-field-errors';
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
  const fieldErrors = useFieldErrors<'address'>();
  const check = validatePortfolioAddress(text, network);
  const shown = fieldErrors.shown(check.valid ? {} : { address: check.error });

  function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    fieldErrors.submit();
    if (!check.valid) return;
    // Keep the page's other parameters (the network's, mock mode's); only the account changes.
    setParams((params) => {
      params.set(PORTFOLIO_ADDRESS_PARAM, check.address);
      return params;
    });
    setText('');
    fieldErrors.reset();
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.field}>
        <TextInput
          label={label}
          value={text}
          autoComplete="off"
          spellCheck={false}
          hint={network === 'mainnet' ? 'An SP… or SM… address' : 'An ST… or SN… address'}
          error={shown.address}
          onChange={(event) => setText(event.target.value)}
          onBlur={fieldErrors.leave('address')}
        />
      </div>
      <Button type="submit" variant="outline">
        Show portfolio
      </Button>
    </form>
  );
}
