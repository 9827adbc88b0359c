import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { fetchStakingMempool } from './staking-mempool';
import { stakingPools } from './staking-pools';

const server = setupTestServer();

const network = NETWORK_DEFAULTS.mainnet;
const STAKER = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';
const POX_5 = 'SP000000000000000000002Q6VF78.pox-5';
const call = (n: number, contract_id: string, function_name: string, tx_status = 'pending') => ({
  tx_id: `0x${String(n).repeat(64).slice(0, 64)}`,
  tx_status,
  tx_type: 'contract_call',
  fee_rate: '3000',
  contract_call: { contract_id, function_name },
});

describe('fetchStakingMempool', () => {
  it('asks for the sender’s mempool and keeps pox-5, wrapper and manager staking calls, by kind', async () => {
    let asked: string | undefined;
    server.use(
      http.get(`${network.apiUrl}/extended/v1/tx/mempool`, ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({
          results: [
            call(1, POX_5, 'stake'),
            call(2, POX_5, 'stake-update'),
            call(3, 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.native-pool-v1', 'undelegate'),
            call(
              4,
              'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.fastpool-1-signer-manager',
              'claim-rewards',
            ),
            call(
              5,
              'SP3DHX7ZHNTCE1WQHJH0T0HY9NNSVT4SWTY2FRCCT.hiro-contract',
              'claim-staker-rewards',
            ),
            call(6, 'SP3DHX7ZHNTCE1WQHJH0T0HY9NNSVT4SWTY2FRCCT.other', 'stake'),
            call(7, POX_5, 'unstake', 'dropped_replace_by_fee'),
            call(8, POX_5, 'get-staker-info'),
          ],
        });
      }),
    );
    const pending = await fetchStakingMempool(network, {
      pox5: POX_5,
      staker: STAKER,
      pools: stakingPools('mainnet'),
      managers: ['SP3DHX7ZHNTCE1WQHJH0T0HY9NNSVT4SWTY2FRCCT.hiro-contract'],
    });
    expect(asked).toBe(`?sender_address=${STAKER}&limit=50`);
    expect(pending.map((tx) => [tx.kind, tx.functionName])).toEqual([
      ['stake', 'stake'],
      ['stake-update', 'stake-update'],
      ['unstake', 'undelegate'],
      ['pull', 'claim-rewards'],
      ['claim', 'claim-staker-rewards'],
    ]);
  });
});
