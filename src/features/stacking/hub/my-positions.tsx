import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { explorerNetworkParams, useActiveNetwork } from '@/stacks/active-network';
import { StacksApiError } from '@/stacks/stacks-api';
import { liquidPositionsQueryOptions } from '@/stacks/stacking/liquid-positions';
import { poxInfoQueryOptions } from '@/stacks/stacking/pox-info';
import { pooledPositionQueryOptions } from '@/stacks/stacking/stacking-position';
import { MyPositionsLayout, type Loadable } from './my-positions.layout';

// Loaded only once a wallet is connected (my-positions-slot.tsx): a visitor's first page never
// downloads the position readers.

/** Words for a failed read: the Stacks API errors carry their own; anything else is unexpected. */
export function describePositionError(error: unknown): string {
  if (error instanceof StacksApiError) return `${error.message}.`;
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return 'the Stacks API took too long to answer.';
  return 'something unexpected went wrong. Try again in a moment.';
}

function toLoadable<T>(query: UseQueryResult<T>): Loadable<T> {
  // A position already read stays shown if a later refresh fails.
  if (query.data !== undefined) return { state: 'ready', value: query.data };
  if (query.isError) return { state: 'error', message: describePositionError(query.error) };
  return { state: 'loading' };
}

export function MyPositions({ stxAddress }: { stxAddress: string }) {
  const network = useActiveNetwork();
  const pooled = useQuery(pooledPositionQueryOptions(network, stxAddress));
  const liquid = useQuery(liquidPositionsQueryOptions(network, stxAddress));
  const pox = useQuery(poxInfoQueryOptions(network));
  const { chain, apiUrl } = explorerNetworkParams(network);
  return (
    <MyPositionsLayout
      pooled={toLoadable(pooled)}
      liquid={toLoadable(liquid)}
      pox={pox.data}
      explorer={{ chain, apiUrl }}
    />
  );
}
