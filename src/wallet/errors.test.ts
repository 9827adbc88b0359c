import { describe, expect, it } from 'vitest';
import {
  InternalError,
  InvalidParamsError,
  InvalidRequestError,
  MethodNotFoundError,
  MethodNotSupportedError,
  ParseError,
  PermissionDeniedError,
  ServerError,
  toWalletError,
  UnauthenticatedError,
  UnknownWalletError,
  UserRejectedError,
  WalletError,
} from './errors';

describe('toWalletError', () => {
  it.each([
    [-32700, ParseError],
    [-32600, InvalidRequestError],
    [-32601, MethodNotFoundError],
    [-32602, InvalidParamsError],
    [-32603, InternalError],
    [-32000, ServerError],
    [4001, UserRejectedError],
    [4002, MethodNotSupportedError],
    [7, PermissionDeniedError],
    [16, UnauthenticatedError],
  ])(
    'maps code %i to its class, from a whole JSON-RPC response as Leather rejects',
    (code, ErrorClass) => {
      const error = toWalletError({ jsonrpc: '2.0', id: '1', error: { code, message: 'boom' } });
      expect(error).toBeInstanceOf(ErrorClass);
      expect(error.code).toBe(code);
      expect(error.message).toBe('boom');
    },
  );

  it('reads a bare error object', () => {
    expect(toWalletError({ code: 4001, message: 'User rejected request' })).toBeInstanceOf(
      UserRejectedError,
    );
  });

  it('reads an Error carrying a numeric code', () => {
    const raw = Object.assign(new Error('denied'), { code: 4001 });
    expect(toWalletError(raw)).toBeInstanceOf(UserRejectedError);
  });

  it('keeps an unknown code and its message', () => {
    const error = toWalletError({ error: { code: -31001, message: 'User canceled' } });
    expect(error).toBeInstanceOf(UnknownWalletError);
    expect(error.code).toBe(-31001);
    expect(error.message).toBe('User canceled');
  });

  it('turns a plain Error, a string or nothing into an UnknownWalletError', () => {
    expect(toWalletError(new Error('extension crashed')).message).toBe('extension crashed');
    expect(toWalletError('broken')).toBeInstanceOf(UnknownWalletError);
    expect(toWalletError(undefined).message).toBe('The wallet failed without saying why');
  });

  it('gives a message when the wallet sent none', () => {
    expect(toWalletError({ error: { code: -32603 } }).message).toBe('Wallet error -32603');
  });

  it('passes WalletErrors through unchanged', () => {
    const error = new UserRejectedError('no', 4001);
    expect(toWalletError(error)).toBe(error);
    expect(error).toBeInstanceOf(WalletError);
    expect(error.name).toBe('UserRejectedError');
  });
});
