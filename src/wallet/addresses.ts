import { z } from 'zod';

// The address entries a wallet returns and we persist under `addresses` (spec §3).

/** A Stacks address in shape: `S`, a version character, then c32 characters. The checksum is
 * verified where addresses enter from outside (see wallet/methods/get-addresses.ts); this
 * lighter check guards what we read back from our own storage. */
export const stacksAddressSchema = z
  .string()
  .regex(/^S[0-9A-HJKMNP-TV-Z]{38,40}$/, { error: 'Invalid standard Stacks principal address' });

export const bitcoinAddressTypeSchema = z.enum(['p2wpkh', 'p2tr', 'p2pkh', 'p2sh', 'p2wpkh-p2sh']);

export const btcAddressEntrySchema = z.object({
  symbol: z.literal('BTC'),
  type: bitcoinAddressTypeSchema,
  address: z.string().min(1).max(128),
  publicKey: z.string().max(256).optional(),
  derivationPath: z.string().max(128).optional(),
  tweakedPublicKey: z.string().max(256).optional(),
});

export const stxAddressEntrySchema = z.object({
  symbol: z.literal('STX'),
  address: stacksAddressSchema,
  publicKey: z.string().max(256).optional(),
  derivationPath: z.string().max(128).optional(),
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
export const addressListSchema = z
  .array(z.unknown())
  .max(100)
  .transform((entries) => keepValidEntries(entries, addressEntrySchema));

export function keepValidEntries<T>(entries: readonly unknown[], schema: z.ZodType<T>): T[] {
  return entries.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
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
