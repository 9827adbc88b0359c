import type { z } from 'zod';

/** A wallet RPC method: its name and the schemas of what we send and what we accept back. */
export interface WalletMethod<
  Name extends string = string,
  Params extends z.ZodType = z.ZodType,
  Result extends z.ZodType = z.ZodType,
> {
  readonly name: Name;
  readonly params: Params;
  readonly result: Result;
}

export type WalletMethodParams<M extends WalletMethod> = z.input<M['params']>;
export type WalletMethodResult<M extends WalletMethod> = z.output<M['result']>;
/** The params as the method's schema gives them back once checked (what a wallet receives). */
export type WalletMethodCheckedParams<M extends WalletMethod> = z.output<M['params']>;

export function defineWalletMethod<
  Name extends string,
  Params extends z.ZodType,
  Result extends z.ZodType,
>(method: WalletMethod<Name, Params, Result>): WalletMethod<Name, Params, Result> {
  return method;
}
