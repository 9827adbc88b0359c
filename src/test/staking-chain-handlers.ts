// A stand-in node for the staking components' unit tests, through MSW: the listed managers' and
// wrapper's interfaces as mainnet's, and pox-5's read-only answers from a table the test may swap
// (`reads()` is asked on every call), so the readers run their real fetch, parse and decode.
import { http, HttpResponse } from 'msw';
import { afterEach } from 'vitest';
import {
  pox5ReadsPopulated,
  stakingReadAnswer,
  type StakingReadTable,
} from '@/mocks/fixtures/staking';
import { LISTED_CONTRACT_INTERFACES } from '@/mocks/fixtures/staking-interfaces';
import { setupTestServer } from './msw-server';

export function stakingChainHandlers(apiUrl: string, reads: () => StakingReadTable) {
  return [
    http.get(`${apiUrl}/v2/contracts/interface/:address/:name`, ({ params }) => {
      const body = LISTED_CONTRACT_INTERFACES[String(params.name)];
      return body === undefined
        ? HttpResponse.json({ error: 'not found' }, { status: 404 })
        : HttpResponse.json(body);
    }),
    http.post(`${apiUrl}/v2/contracts/call-read/:address/pox-5/:fn`, async ({ params, request }) =>
      HttpResponse.json(
        stakingReadAnswer(reads(), String(params.fn), await request.json()) ?? {
          okay: false,
          cause: 'unknown function',
        },
      ),
    ),
  ];
}

/** A test file's stand-in node at `apiUrl` (setupTestServer), answering pox-5's reads from the
 * populated table until a test passes another to `answerReads`; each test starts populated. */
export function setupStakingChain(apiUrl: string) {
  let reads: StakingReadTable = pox5ReadsPopulated;
  const server = setupTestServer(...stakingChainHandlers(apiUrl, () => reads));
  afterEach(() => {
    reads = pox5ReadsPopulated;
  });
  return {
    server,
    answerReads: (table: StakingReadTable) => {
      reads = table;
    },
  };
}
