import { JSON_RPC_ERROR_CODES, WalletRequestValidationError } from '@/wallet/errors';
import { validateParams } from '@/wallet/wallet-client';
import type {
  WalletMethod,
  WalletMethodCheckedParams,
  WalletMethodParams,
} from '@/wallet/wallet-method';

// The devnet wallet's own failures, each with its JSON-RPC code: the provider answers them as the
// error response an extension would send. Shared by the provider and the per-chain request files.

export class RpcFailure extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

/** Validates params with the method's own schema; the schema's words become -32602. */
export function checked<M extends WalletMethod>(
  method: M,
  params: unknown,
): WalletMethodCheckedParams<M> {
  try {
    // The page may send anything: the schema, not the type, is the check here.
    return validateParams(method, params as WalletMethodParams<M>) as WalletMethodCheckedParams<M>;
  } catch (error) {
    if (error instanceof WalletRequestValidationError) {
      throw new RpcFailure(JSON_RPC_ERROR_CODES.invalidParams, error.message);
    }
    throw error;
  }
}
