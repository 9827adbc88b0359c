import { z } from 'zod';
import { stacksTransactionOptionsShape } from '../clarity-schemas';
import { stacksTransactionResultSchema } from '../request-schemas';
import {
  findNonAsciiContractCode,
  isContractCodeWithinLimit,
  isValidContractName,
  VALIDATION_MESSAGES,
} from '../stacks-limits';
import { defineWalletMethod } from '../wallet-method';

/**
 * `stx_deployContract` (docs/wallet-protocol.md#methods "deploy options"; fields from SIP-030 and
 * Leather): a contract name (a Clarity name under 128 bytes), its code (at most 100,000 bytes, else
 * the spec's `ContractExceedsMaxLength`; printable ASCII, as a node reads it), an optional Clarity
 * version, and the shared options.
 */
export const stxDeployContract = defineWalletMethod({
  name: 'stx_deployContract',
  params: z.strictObject({
    name: z
      .string({ error: 'Invalid contract name' })
      .refine(isValidContractName, { error: 'Invalid contract name' }),
    clarityCode: z
      .string({ error: 'Contract code is required' })
      .min(1, { error: 'Contract code is required' })
      .refine(isContractCodeWithinLimit, { error: VALIDATION_MESSAGES.contractCode })
      // A node refuses anything else in a code body; say so before the wallet signs it.
      .refine((code) => findNonAsciiContractCode(code) === undefined, {
        error: 'Contract code must be printable ASCII (tab and newline allowed)',
      }),
    clarityVersion: z
      .number({ error: 'Clarity version must be a whole number from 1' })
      .int({ error: 'Clarity version must be a whole number from 1' })
      .min(1, { error: 'Clarity version must be a whole number from 1' })
      .max(10, { error: 'Clarity version must be a whole number from 1' })
      .optional(),
    ...stacksTransactionOptionsShape,
  }),
  result: stacksTransactionResultSchema,
});
