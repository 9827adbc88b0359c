import type { AnyWalletError } from '@/wallet/errors';

/** Words for a wallet failure, for people rather than developers. */
export function describeWalletError(error: AnyWalletError): string {
  switch (error.name) {
    case 'UserRejectedError':
      return 'You cancelled the request in your wallet.';
    case 'WalletNotFoundError':
      return 'No wallet was found in this browser. Install Leather, then try again.';
    case 'InvalidWalletResponseError':
      return 'Your wallet sent an answer Satchel could not read. Update the wallet and try again.';
    case 'MethodNotFoundError':
    case 'MethodNotSupportedError':
      return 'Your wallet does not support this request. Update the wallet and try again.';
    case 'PermissionDeniedError':
      return 'Your wallet did not give Satchel permission for this request.';
    case 'UnauthenticatedError':
      return 'Your wallet is locked. Unlock it and try again.';
    case 'WalletRequestValidationError':
      return `The request was not sent: ${error.message}.`;
    case 'ParseError':
    case 'InvalidRequestError':
    case 'InvalidParamsError':
    case 'InternalError':
    case 'ServerError':
    case 'UnknownWalletError':
      return `Your wallet reported an error: ${error.message}`;
    default:
      return unreachable(error);
  }
}

function unreachable(error: never): string {
  return `Your wallet reported an error: ${String(error)}`;
}
