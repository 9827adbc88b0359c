import { describe, expect, it } from 'vitest';
import { describeWalletError } from './describe-wallet-error';
import {
  InternalError,
  InvalidParamsError,
  InvalidRequestError,
  InvalidWalletResponseError,
  MethodNotFoundError,
  MethodNotSupportedError,
  ParseError,
  PermissionDeniedError,
  ServerError,
  UnauthenticatedError,
  UnknownWalletError,
  UserRejectedError,
  WalletNotFoundError,
  WalletRequestValidationError,
  type AnyWalletError,
} from './errors';

describe('describeWalletError', () => {
  it.each<[AnyWalletError, string]>([
    [new UserRejectedError('x', 4001), 'You cancelled the request in your wallet.'],
    [
      new WalletNotFoundError('x'),
      'No wallet was found in this browser. Install Leather, then try again.',
    ],
    [
      new InvalidWalletResponseError('x'),
      'Your wallet sent an answer Satchel could not read. Update the wallet and try again.',
    ],
    [
      new MethodNotFoundError('x', -32601),
      'Your wallet does not support this request. Update the wallet and try again.',
    ],
    [
      new MethodNotSupportedError('x', 4002),
      'Your wallet does not support this request. Update the wallet and try again.',
    ],
    [
      new PermissionDeniedError('x', 7),
      'Your wallet did not give Satchel permission for this request.',
    ],
    [new UnauthenticatedError('x', 16), 'Your wallet is locked. Unlock it and try again.'],
    [
      new WalletRequestValidationError(['Invalid memo string']),
      'The request was not sent: Invalid memo string.',
    ],
    [new ParseError('bad json', -32700), 'Your wallet reported an error: bad json'],
    [new InvalidRequestError('bad request', -32600), 'Your wallet reported an error: bad request'],
    [new InvalidParamsError('bad params', -32602), 'Your wallet reported an error: bad params'],
    [
      new InternalError('Ledger disconnected', -32603),
      'Your wallet reported an error: Ledger disconnected',
    ],
    [new ServerError('busy', -32000), 'Your wallet reported an error: busy'],
    [
      new UnknownWalletError('User canceled', -31001),
      'Your wallet reported an error: User canceled',
    ],
  ])('puts %s into words', (error, words) => {
    expect(describeWalletError(error)).toBe(words);
  });
});
