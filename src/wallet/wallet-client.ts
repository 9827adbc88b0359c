import {
  InvalidWalletResponseError,
  WalletNotFoundError,
  WalletRequestValidationError,
  toWalletError,
  walletErrorFromCode,
} from './errors';
import { createJsonRpcRequest, jsonRpcFailureSchema, jsonRpcSuccessSchema } from './json-rpc';
import { getInjectedProvider, type WalletProvider } from './provider';
import type { WalletMethod, WalletMethodParams, WalletMethodResult } from './wallet-method';

/**
 * Sends one wallet request: params are validated before anything is sent, the provider's answer
 * is validated when it comes back, and every failure becomes a typed WalletError.
 */
export async function requestWallet<M extends WalletMethod>(
  method: M,
  params: WalletMethodParams<M>,
  provider: WalletProvider | undefined = getInjectedProvider(),
): Promise<WalletMethodResult<M>> {
  const checkedParams = method.params.safeParse(params);
  if (!checkedParams.success) {
    throw new WalletRequestValidationError(
      checkedParams.error.issues.map((issue) => issue.message),
    );
  }
  if (!provider) throw new WalletNotFoundError('No wallet was found in this browser');

  const request = createJsonRpcRequest(method.name, checkedParams.data);
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
  const result = method.result.safeParse(success.data.result);
  if (!result.success) {
    throw new InvalidWalletResponseError(
      `The wallet sent an unexpected answer to ${method.name}`,
      undefined,
      {
        cause: result.error,
      },
    );
  }
  return result.data as WalletMethodResult<M>;
}
