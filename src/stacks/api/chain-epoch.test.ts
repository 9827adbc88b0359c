import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { fetchChainEpoch, readEpochId, toChainEpoch } from './chain-epoch';

const server = setupTestServer();

const epoch = (epoch_id: string, start_height: number, end_height: number) => ({
  epoch_id,
  start_height,
  end_height,
});

describe('the chain’s epoch', () => {
  it('reads stacks-core’s epoch names', () => {
    expect(readEpochId('Epoch20')).toBe('2.0');
    expect(readEpochId('Epoch2_05')).toBe('2.05');
    expect(readEpochId('Epoch33')).toBe('3.3');
    expect(readEpochId('Epoch40')).toBe('4.0');
    expect(readEpochId('Nakamoto')).toBeUndefined();
  });

  it('is the epoch that holds the current burn height, as a node lists them', () => {
    const epochs = [
      epoch('Epoch30', 100, 200),
      epoch('Epoch33', 200, 300),
      epoch('Epoch40', 300, 2 ** 53),
    ];
    const answer = { contract_id: 'ST000000000000000000002AMW42H.pox-4', epochs };
    expect(toChainEpoch({ ...answer, current_burnchain_block_height: 250 })).toBe('3.3');
    expect(toChainEpoch({ ...answer, current_burnchain_block_height: 300 })).toBe('4.0');
  });

  it('is at least 4.0 on a chain running pox-5 that lists no epochs (the devnet), else unknown', () => {
    const bare = { current_burnchain_block_height: 5, epochs: [] };
    expect(toChainEpoch({ ...bare, contract_id: 'ST000000000000000000002AMW42H.pox-5' })).toBe(
      '4.0',
    );
    expect(
      toChainEpoch({ ...bare, contract_id: 'ST000000000000000000002AMW42H.pox-4' }),
    ).toBeUndefined();
    // Only the boot contract is pox-5: a look-alike name says nothing of the epoch.
    expect(
      toChainEpoch({ ...bare, contract_id: 'ST2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.pox-5' }),
    ).toBeUndefined();
  });

  it('reads the mock mode’s mainnet answer', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    expect(await fetchChainEpoch(NETWORK_DEFAULTS.mainnet)).toBe('4.0');
  });
});
