import { c32addressDecode } from 'c32check';
import { z } from 'zod';
import { defineWalletMethod } from '../wallet-method';
import { addressEntrySchema, keepValidEntries, type AddressEntry } from '../addresses';
import { networkNameSchema } from '@/config/network-schemas';

/** True when a Stacks address's c32check checksum is right. */
function hasValidChecksum(entry: AddressEntry): boolean {
  if (entry.symbol !== 'STX') return true;
  try {
    c32addressDecode(entry.address);
    return true;
  } catch {
    return false;
  }
}

/** `getAddresses` (docs/wallet-protocol.md#methods): optional network in, the account's addresses
 * out. Entries we do not understand are dropped; a Stacks address with a bad checksum is never
 * accepted. */
export const getAddresses = defineWalletMethod({
  name: 'getAddresses',
  params: z
    .object({ network: z.optional(networkNameSchema) })
    .strict()
    .optional(),
  result: z.object({
    addresses: z
      .array(z.unknown())
      .max(100)
      .transform((entries) =>
        keepValidEntries(entries, addressEntrySchema).filter(hasValidChecksum),
      ),
  }),
});
