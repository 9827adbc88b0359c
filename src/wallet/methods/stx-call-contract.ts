import { z } from 'zod';
import { clarityArgumentSchema, stacksTransactionOptionsShape } from '../clarity-schemas';
import { contractPrincipalSchema, stacksTransactionResultSchema } from '../request-schemas';
import { isValidContractName } from '../stacks-limits';
import { defineWalletMethod } from '../wallet-method';

/**
 * `stx_callContract` (docs/wallet-protocol.md#methods "contract call options", shape from SIP-030
 * and Leather): the contract as `address.name` (Leather takes any string; we do not, per
 * recipes.md), a Clarity function name, and arguments as hex or as Clarity values (sent as hex:
 * Leather takes hex only).
 */
export const stxCallContract = defineWalletMethod({
  name: 'stx_callContract',
  params: z.strictObject({
    contract: contractPrincipalSchema,
    functionName: z
      .string({ error: 'Invalid function name' })
      .refine(isValidContractName, { error: 'Invalid function name' }),
    functionArgs: z.array(clarityArgumentSchema).max(256).optional(),
    ...stacksTransactionOptionsShape,
  }),
  result: stacksTransactionResultSchema,
});
