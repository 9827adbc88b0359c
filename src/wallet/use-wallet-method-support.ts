import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MethodNotFoundError, MethodNotSupportedError } from './errors';
import type { WalletProvider } from './provider';
import { useConnectedWalletKey } from './use-connected-wallet-key';
import { getSelectedWallet } from './wallet-discovery';
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

/** The methods the connected wallet declares before any request: its WBIP004 `methods`, or its
 * family's table (wallet-support-tables.ts); undefined when neither says (Leather asks). Not
 * for an explicit provider (a test's, the devnet wallet's): that one is asked. */
function useDeclaredMethods(
  key: string | undefined,
  provider?: WalletProvider,
): readonly string[] | undefined {
  // The wallet in use changes with the connection (a choice is remembered as it connects).
  return useMemo(
    () => (key && !provider ? getSelectedWallet()?.methods : undefined),
    [key, provider],
  );
}

/** The methods the wallet lists: what it declares before any request (WBIP004 or its family's
 * table), else getInfo's `supportedMethods`, else the `supportedMethods` answer; undefined while
 * asking or when it answered neither. */
export function useWalletMethodList(provider?: WalletProvider): {
  methods: readonly string[] | undefined;
  /** True once both ways of asking have ended without a list. */
  unanswered: boolean;
} {
  const key = useConnectedWalletKey();
  const declared = useDeclaredMethods(key, provider);
  const info = useQuery({
    ...walletInfoQueryOptions(key ?? '', provider),
    enabled: !!key && !declared,
  });
  const fromInfo = info.data?.supportedMethods;
  // Only when getInfo has no list: a wallet is asked the second way after the first has ended.
  const askList = !!key && (info.isError || (info.isSuccess && fromInfo === undefined));
  const listed = useQuery({
    ...walletSupportedMethodsQueryOptions(key ?? '', provider),
    enabled: askList,
  });
  if (declared) return { methods: declared, unanswered: false };
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
