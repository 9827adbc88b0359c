import { atom } from 'jotai';

/** Whether an injected wallet provider has been seen on the page. Apart from the connection store
 * (connection-store.ts), whose stored addresses are parsed with zod: the layout sets this on
 * every page, and the first page carries no zod (docs/decisions/0014-first-load-without-zod.md). */
export const providerDetectedAtom = atom(false);
