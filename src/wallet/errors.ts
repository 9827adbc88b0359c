// Every failure a wallet request can end in, as a class with a literal name
// (docs/wallet-protocol.md#error-codes). `toWalletError` is the one place where raw provider
// failures become these classes.
import type { WalletErrorName } from '@/config/wallet-error-names';

export abstract class WalletError extends Error {
  abstract override readonly name: WalletErrorName;
  /** The JSON-RPC error code, when the wallet gave one. */
  readonly code: number | undefined;

  constructor(message: string, code?: number, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}

export class ParseError extends WalletError {
  override readonly name = 'ParseError';
}
export class InvalidRequestError extends WalletError {
  override readonly name = 'InvalidRequestError';
}
export class MethodNotFoundError extends WalletError {
  override readonly name = 'MethodNotFoundError';
}
export class InvalidParamsError extends WalletError {
  override readonly name = 'InvalidParamsError';
}
export class InternalError extends WalletError {
  override readonly name = 'InternalError';
}
export class ServerError extends WalletError {
  override readonly name = 'ServerError';
}
export class UserRejectedError extends WalletError {
  override readonly name = 'UserRejectedError';
}
export class MethodNotSupportedError extends WalletError {
  override readonly name = 'MethodNotSupportedError';
}
export class PermissionDeniedError extends WalletError {
  override readonly name = 'PermissionDeniedError';
}
export class UnauthenticatedError extends WalletError {
  override readonly name = 'UnauthenticatedError';
}
/** A code outside the catalogue: keeps the wallet's own code and message. */
export class UnknownWalletError extends WalletError {
  override readonly name = 'UnknownWalletError';
}
/** The wallet answered, but not with what the method promises. */
export class InvalidWalletResponseError extends WalletError {
  override readonly name = 'InvalidWalletResponseError';
}
/** No wallet provider is injected into the page. */
export class WalletNotFoundError extends WalletError {
  override readonly name = 'WalletNotFoundError';
}
/** Our own request failed validation before it was sent; `issues` holds the spec's messages. */
export class WalletRequestValidationError extends WalletError {
  override readonly name = 'WalletRequestValidationError';
  readonly issues: readonly string[];

  constructor(issues: readonly string[]) {
    super(issues.join('; '));
    this.issues = issues;
  }
}

/** Every concrete wallet error; switch on `name` to handle them exhaustively. */
export type AnyWalletError =
  | ParseError
  | InvalidRequestError
  | MethodNotFoundError
  | InvalidParamsError
  | InternalError
  | ServerError
  | UserRejectedError
  | MethodNotSupportedError
  | PermissionDeniedError
  | UnauthenticatedError
  | UnknownWalletError
  | InvalidWalletResponseError
  | WalletNotFoundError
  | WalletRequestValidationError;

export const JSON_RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  serverError: -32000,
  userRejection: 4001,
  methodNotSupported: 4002,
  permissionDenied: 7,
  unauthenticated: 16,
} as const;

type WalletErrorClass = new (
  message: string,
  code?: number,
  options?: ErrorOptions,
) => AnyWalletError;

const ERROR_CLASS_BY_CODE: ReadonlyMap<number, WalletErrorClass> = new Map<
  number,
  WalletErrorClass
>([
  [JSON_RPC_ERROR_CODES.parseError, ParseError],
  [JSON_RPC_ERROR_CODES.invalidRequest, InvalidRequestError],
  [JSON_RPC_ERROR_CODES.methodNotFound, MethodNotFoundError],
  [JSON_RPC_ERROR_CODES.invalidParams, InvalidParamsError],
  [JSON_RPC_ERROR_CODES.internalError, InternalError],
  [JSON_RPC_ERROR_CODES.serverError, ServerError],
  [JSON_RPC_ERROR_CODES.userRejection, UserRejectedError],
  [JSON_RPC_ERROR_CODES.methodNotSupported, MethodNotSupportedError],
  [JSON_RPC_ERROR_CODES.permissionDenied, PermissionDeniedError],
  [JSON_RPC_ERROR_CODES.unauthenticated, UnauthenticatedError],
]);

export function walletErrorFromCode(
  code: number,
  message: string,
  cause?: unknown,
): AnyWalletError {
  const ErrorClass = ERROR_CLASS_BY_CODE.get(code) ?? UnknownWalletError;
  return new ErrorClass(message, code, { cause });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads `{code, message}` from a JSON-RPC error object, a whole response `{error: {...}}`
 * (Leather rejects with that), or an Error carrying a numeric `code`. */
function readCodeAndMessage(raw: unknown): { code: number; message: string } | undefined {
  if (!isRecord(raw)) return undefined;
  const candidate = isRecord(raw.error) ? raw.error : raw;
  const { code, message } = candidate;
  if (typeof code !== 'number' || !Number.isFinite(code)) return undefined;
  return {
    code,
    message: typeof message === 'string' && message ? message : `Wallet error ${code}`,
  };
}

/** Turns whatever a provider threw or rejected with into a WalletError. */
export function toWalletError(raw: unknown): AnyWalletError {
  if (raw instanceof WalletError) return raw as AnyWalletError;
  const rpc = readCodeAndMessage(raw);
  if (rpc) return walletErrorFromCode(rpc.code, rpc.message, raw);
  if (raw instanceof Error)
    return new UnknownWalletError(raw.message || 'Wallet error', undefined, { cause: raw });
  if (typeof raw === 'string' && raw) return new UnknownWalletError(raw, undefined, { cause: raw });
  return new UnknownWalletError('The wallet failed without saying why', undefined, { cause: raw });
}
