import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { Select } from '@/design-system/select';
import { fiatRatesQueryOptions } from '@/stacks/leather-market/fiat-rates';
import { BASE_CURRENCY, fiatCurrencyAtom } from './fiat-currency';
import { madeOnFirstUse } from '@/lib/made-on-first-use';

const currencyNames = madeOnFirstUse(() => new Intl.DisplayNames('en', { type: 'currency' }));

/** The currency of every fiat value on the page: US dollars, or any currency Leather has a rate
 * for. The stored choice stays listed even while the rates cannot be read (its values then show
 * dashes), so the control never silently changes what was chosen. */
export function CurrencyChooser() {
  const [currency, setCurrency] = useAtom(fiatCurrencyAtom);
  const rates = useQuery(fiatRatesQueryOptions());
  const codes = new Set([BASE_CURRENCY, ...(rates.data?.rates.keys() ?? []), currency]);
  const options = [...codes].map((code) => ({
    value: code,
    label: `${code} · ${currencyNames().of(code) ?? code}`,
  }));
  return <Select label="Currency" options={options} value={currency} onValueChange={setCurrency} />;
}
