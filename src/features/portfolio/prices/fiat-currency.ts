import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@/config/constants';
import { atomWithValidatedStorage } from '@/lib/atom-with-validated-storage';

/** The market's prices are in US dollars; other currencies go through Leather's fiat rates. */
export const BASE_CURRENCY = 'USD';

/** The chosen fiat currency (an ISO 4217 code), persisted. A stored code the rates no longer
 * offer shows dashes rather than a figure in another currency. */
export const fiatCurrencyAtom = atomWithValidatedStorage<string>(
  STORAGE_KEYS.fiatCurrency,
  z.string().check(z.regex(/^[A-Z]{3}$/)),
  BASE_CURRENCY,
);
