import { http, HttpResponse } from 'msw';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { sbtcTokenRead } from '@/mocks/fixtures/sbtc-capacity';

/** The devnet's node, which has no sBTC bridge but deploys the token at mainnet's id: it answers
 * sBTC's `get-total-supply` as mock mode does (mocks/fixtures/sbtc-capacity.ts) and refuses any
 * other read. */
export function devnetSbtcSupplyHandler() {
  return http.post(
    `${NETWORK_DEFAULTS.devnet.apiUrl}/v2/contracts/call-read/:address/:name/:fn`,
    ({ params }) =>
      HttpResponse.json(
        sbtcTokenRead(String(params.address), String(params.name), String(params.fn)) ?? {
          okay: false,
          cause: 'unexpected read',
        },
      ),
  );
}
