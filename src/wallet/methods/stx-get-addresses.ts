import { c32addressDecode } from 'c32check';
import { z } from 'zod';
import { networkNameSchema } from '@/config/network-schemas';
import { keepValidEntries, stacksAddressSchema } from '../addresses';
import { defineWalletMethod } from '../wallet-method';

const stxAccountSchema = z.object({
  // stacksAddressSchema is a zod/mini schema (first page): refine through `.check`.
  address: stacksAddressSchema.check(
    z.refine((address: string) => {
      try {
        c32addressDecode(address);
        return true;
      } catch {
        return false;
      }
    }),
  ),
  publicKey: z.string().max(256),
  derivationPath: z.string().max(128).optional(),
});

/**
 * `stx_getAddresses` (docs/wallet-protocol.md#methods: params and result not shown). SIP-030:
 * optional network in, `{ addresses: [{ address, publicKey }] }` out; older Leather versions answer
 * the bare list, so both are read. Unreadable entries and bad checksums are dropped, as in
 * getAddresses.
 */
export const stxGetAddresses = defineWalletMethod({
  name: 'stx_getAddresses',
  params: z.strictObject({ network: z.optional(networkNameSchema) }).optional(),
  result: z.preprocess(
    (answer) => (Array.isArray(answer) ? { addresses: answer } : answer),
    z.object({
      addresses: z
        .array(z.unknown())
        .max(100)
        .transform((entries) => keepValidEntries(entries, stxAccountSchema)),
    }),
  ),
});
