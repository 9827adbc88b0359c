import type { z } from 'zod';
import {
  InvalidWalletResponseError,
  WalletNotFoundError,
  WalletRequestValidationError,
  toWalletError,
  walletErrorFromCode,
} from './errors';
import { createJsonRpcRequest, jsonRpcFailureSchema, jsonRpcSuccessSchema } from './json-rpc';
import type { WalletProvider } from './provider';
import { validationMessages } from './validation-messages';
import { getSelectedProvider } from './wallet-discovery';
import type { WalletMethod, WalletMethodParams, WalletMethodResult } from './wallet-method';

/**
 * Checks params against the method's schema and returns what will be sent (defaults filled,
 * Clarity values serialized). Any failure, even a library throwing inside a schema, becomes a
 * WalletRequestValidationError carrying the spec's message or the library's own words.
 */
export function validateParams<M extends WalletMethod>(
  method: M,
  params: WalletMethodParams<M>,
): unknown {
  let checked: z.ZodSafeParseResult<unknown>;
  try {
    checked = method.params.safeParse(params);
  } catch (error) {
    throw new WalletRequestValidationError([
      error instanceof Error && error.message ? error.message : 'Invalid request',
    ]);
  }
  if (!checked.success) {
    throw new WalletRequestValidationError(validationMessages(checked.error.issues));
  }
  return checked.data;
}

/**
 * Sends one wallet request: params are validated before anything is sent, the provider's answer
 * is validated when it comes back, and every failure becomes a typed WalletError.
 */
export async function requestWallet<M extends WalletMethod>(
  method: M,
  params: WalletMethodParams<M>,
  provider: WalletProvider | undefined = getSelectedProvider(),
): Promise<WalletMethodResult<M>> {
  const checkedParams = validateParams(method, params);
  if (!provider) throw new WalletNotFoundError('No wallet was found in this browser');

  const request = createJsonRpcRequest(method.name, checkedParams);
  let response: unknown;
  try {
    response = await provider.request(request.method, request.params);
  } catch (raw) {
    throw toWalletError(raw);
  }

  // Some providers resolve with an error response instead of rejecting.
  const failure = jsonRpcFailureSchema.safeParse(response);
  if (failure.success) {
    const { code, message } = failure.data.error;
    throw walletErrorFromCode(code, message || `Wallet error ${code}`, response);
  }
  const success = jsonRpcSuccessSchema.safeParse(response);
  if (!success.success) {
    throw new InvalidWalletResponseError(
      `The wallet sent an unexpected answer to ${method.name}`,
      undefined,
      {
        cause: response,
      },
    );
  }
  const result = parseResult(method, success.data.result);
  if (!result.ok) {
    throw new InvalidWalletResponseError(
      `The wallet sent an unexpected answer to ${method.name}`,
      undefined,
      { cause: result.cause },
    );
  }
  return result.data as WalletMethodResult<M>;
}

/** Reads a result; a schema that throws on an odd answer must never crash the caller. */
function parseResult(
  method: WalletMethod,
  answer: unknown,
): { ok: true; data: unknown } | { ok: false; cause: unknown } {
  try {
    const parsed = method.result.safeParse(answer);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, cause: parsed.error };
  } catch (error) {
    return { ok: false, cause: error };
  }
}
