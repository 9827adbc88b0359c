// zod/mini: the connection store reads these on the first page. The lazy wallet methods compose
// them into classic schemas (both are zod 4 core schemas), so use `z.optional(x)`, `x.check(…)`
// there rather than classic-only methods.
import { z } from 'zod/mini';

// The address entries a wallet returns and we persist under `addresses`
// (docs/product-decisions.md#storage).

/** A Stacks address in shape: `S`, a version character, then c32 characters. The checksum is
 * verified where addresses enter from outside (see wallet/methods/get-addresses.ts); this
 * lighter check guards what we read back from our own storage. */
export const stacksAddressSchema = z
  .string()
  .check(
    z.regex(/^S[0-9A-HJKMNP-TV-Z]{38,40}$/, { error: 'Invalid standard Stacks principal address' }),
  );

const bitcoinAddressTypeSchema = z.enum(['p2wpkh', 'p2tr', 'p2pkh', 'p2sh', 'p2wpkh-p2sh']);

const btcAddressEntrySchema = z.object({
  symbol: z.literal('BTC'),
  type: bitcoinAddressTypeSchema,
  address: z.string().check(z.minLength(1), z.maxLength(128)),
  publicKey: z.optional(z.string().check(z.maxLength(256))),
  derivationPath: z.optional(z.string().check(z.maxLength(128))),
  tweakedPublicKey: z.optional(z.string().check(z.maxLength(256))),
});

const stxAddressEntrySchema = z.object({
  symbol: z.literal('STX'),
  address: stacksAddressSchema,
  publicKey: z.optional(z.string().check(z.maxLength(256))),
  derivationPath: z.optional(z.string().check(z.maxLength(128))),
});

export const addressEntrySchema = z.discriminatedUnion('symbol', [
  btcAddressEntrySchema,
  stxAddressEntrySchema,
]);

export type BtcAddressEntry = z.infer<typeof btcAddressEntrySchema>;
export type StxAddressEntry = z.infer<typeof stxAddressEntrySchema>;
export type AddressEntry = z.infer<typeof addressEntrySchema>;

/**
 * A list of address entries. Entries we do not understand (another chain, a future field
 * layout) are dropped one by one instead of rejecting the whole list, so a Ledger account that
 * lacks one kind, or a wallet that adds a new one, still connects.
 */
export const addressListSchema = z.pipe(
  z.array(z.unknown()).check(z.maxLength(100)),
  z.transform((entries: unknown[]) => keepValidEntries(entries, addressEntrySchema)),
);

/** Keeps the entries `schema` accepts (any zod 4 schema, mini or classic), parsed. */
export function keepValidEntries<T>(entries: readonly unknown[], schema: z.core.$ZodType<T>): T[] {
  return entries.flatMap((entry) => {
    const parsed = z.safeParse(schema, entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Finds the Stacks entry by its symbol — never by its position in the list. */
export function findStxAddress(entries: readonly AddressEntry[]): StxAddressEntry | undefined {
  return entries.find((entry): entry is StxAddressEntry => entry.symbol === 'STX');
}

export function findBtcAddress(
  entries: readonly AddressEntry[],
  type: BtcAddressEntry['type'],
): BtcAddressEntry | undefined {
  return entries.find(
    (entry): entry is BtcAddressEntry => entry.symbol === 'BTC' && entry.type === type,
  );
}
