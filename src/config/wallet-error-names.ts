// The class names of wallet failures (wallet/errors.ts), as one closed list: the wallet's error
// classes must use one of these names, and analytics may report which kind of failure happened
// — a name from this list, never text that came from a wallet.
export type WalletErrorName =
  | 'ParseError'
  | 'InvalidRequestError'
  | 'MethodNotFoundError'
  | 'InvalidParamsError'
  | 'InternalError'
  | 'ServerError'
  | 'UserRejectedError'
  | 'MethodNotSupportedError'
  | 'PermissionDeniedError'
  | 'UnauthenticatedError'
  | 'UnknownWalletError'
  | 'InvalidWalletResponseError'
  | 'WalletNotFoundError'
  | 'WalletRequestValidationError';
