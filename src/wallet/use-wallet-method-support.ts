import { useQuery } from '@tanstack/react-query';
import { MethodNotFoundError, MethodNotSupportedError } from './errors';
import type { WalletProvider } from './provider';
import { useConnectedWalletKey } from './use-connected-wallet-key';
import {
  walletInfoQueryOptions,
  walletSupportedMethodsQueryOptions,
} from './wallet-self-description-queries';

export type WalletMethodSupport = 'supported' | 'unsupported' | 'unknown';

/** True for a wallet's answer that it does not have `method` (4002, or -32601): a tool shows
 * the same notice as when the wallet's list left the method out. */
export function isUnsupportedMethodError(error: unknown): boolean {
  return error instanceof MethodNotSupportedError || error instanceof MethodNotFoundError;
}

/** The methods the wallet lists: getInfo's `supportedMethods`, else the `supportedMethods`
 * answer; undefined while asking or when it answered neither. */
export function useWalletMethodList(provider?: WalletProvider): {
  methods: readonly string[] | undefined;
  /** True once both ways of asking have ended without a list. */
  unanswered: boolean;
} {
  const key = useConnectedWalletKey();
  const info = useQuery({ ...walletInfoQueryOptions(key ?? '', provider), enabled: !!key });
  const fromInfo = info.data?.supportedMethods;
  // Only when getInfo has no list: a wallet is asked the second way after the first has ended.
  const askList = !!key && (info.isError || (info.isSuccess && fromInfo === undefined));
  const listed = useQuery({
    ...walletSupportedMethodsQueryOptions(key ?? '', provider),
    enabled: askList,
  });
  if (fromInfo) return { methods: fromInfo, unanswered: false };
  if (listed.data)
    return { methods: listed.data.methods.map(({ name }) => name), unanswered: false };
  return { methods: undefined, unanswered: askList && listed.isError };
}

/**
 * Whether the connected wallet says it supports `method`. 'unknown' while not connected, while
 * asking, and when the wallet answers neither getInfo nor supportedMethods: a tool then tries
 * the method anyway and treats a MethodNotSupportedError as 'unsupported'
 * (isUnsupportedMethodError). Asked once per connection, never blocking the tool.
 */
export function useWalletMethodSupport(
  method: string,
  provider?: WalletProvider,
): WalletMethodSupport {
  const { methods } = useWalletMethodList(provider);
  if (methods === undefined) return 'unknown';
  return methods.includes(method) ? 'supported' : 'unsupported';
}
