import { ClarityType, type ClarityValue } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { StacksApiError } from '../stacks-api';
import { callReadOnly, readOk, readUint } from '../call-read-only';
import { MAX_TOKEN_DECIMALS } from '../token-decimals';

// A SIP-010 token's name, symbol and decimals, from the token contract's own read-only
// `get-name`, `get-symbol` and `get-decimals` (POST /v2/contracts/call-read, through the one
// call-read helper). This module imports @stacks/transactions: load it lazily, as
// token-metadata-query.ts does.

export interface TokenMetadata {
  name: string;
  symbol: string;
  decimals: number;
}

function malformed(message: string): StacksApiError {
  return new StacksApiError('StacksApiResponseError', message);
}

function readText(value: ClarityValue, what: string): string {
  const inner = readOk(value, what);
  if (inner.type !== ClarityType.StringASCII && inner.type !== ClarityType.StringUTF8) {
    throw malformed(`${what}: expected a string, got ${inner.type}`);
  }
  return inner.value;
}

export async function fetchTokenMetadata(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  contract: `${string}.${string}`,
  signal?: AbortSignal,
): Promise<TokenMetadata> {
  const read = (functionName: string) =>
    callReadOnly(network, { contract, functionName, args: [] }, signal);
  const [name, symbol, decimals] = await Promise.all([
    read('get-name'),
    read('get-symbol'),
    read('get-decimals'),
  ]);
  const places = readUint(readOk(decimals, `${contract} get-decimals`), `${contract} get-decimals`);
  if (places > BigInt(MAX_TOKEN_DECIMALS)) throw malformed(`${contract} has ${places} decimals`);
  return {
    name: readText(name, `${contract} get-name`),
    symbol: readText(symbol, `${contract} get-symbol`),
    decimals: Number(places),
  };
}
