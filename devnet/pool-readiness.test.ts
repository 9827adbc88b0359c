// The pool-readiness check (src/stacks/staking/pool-readiness.ts) against the devnet's real
// Clarity VM: every devnet pool — its manager and, for Stacking DAO, the wrapper — must be judged
// ready, exactly as the app judges mainnet's before offering them. The unregistered manager is
// refused stake (its claims stay possible); the one below the signer-set minimum is registered
// and granted, so it is ready (its stakers earning nothing is shown elsewhere, not a refusal). A
// manager whose grant `POST /_devnet/revoke-grant` withdrew is refused until it is restored.
import { describe, expect, it } from 'vitest';
import { checkPoolReadiness } from '../src/stacks/staking/pool-readiness';
import { fetchPoxState, requirePox5 } from '../src/stacks/staking/pox-state';
import { stakingPools } from '../src/stacks/staking/staking-pools';
import { signerManagers } from './contracts.mjs';
import { useTestDevnet } from './test-helpers';

const node = useTestDevnet({ resetBeforeEach: false });
const devnetApi = () => ({ apiUrl: node.devnet.url, kind: 'devnet' as const });
const contractOf = (slug: string) => {
  const id = signerManagers.find((m) => m.slug === slug)?.contract.id;
  if (!id) throw new Error(`no devnet manager ${slug}`);
  return id;
};

describe('pool readiness on the devnet', () => {
  it('every listed devnet pool is ready to stake, and to claim unless its operator pays', async () => {
    const { contractId: pox5 } = requirePox5(await fetchPoxState(devnetApi()));
    const pools = stakingPools('devnet');
    expect(pools.map((pool) => pool.slug)).toHaveLength(6);
    for (const pool of pools) {
      const readiness = await checkPoolReadiness(devnetApi(), {
        pox5,
        manager: pool.manager,
        entry: pool.entry,
      });
      expect(readiness.stake, pool.slug).toBe('ready');
      // PlanBetter's operator pays BTC off-chain: its manager has no claim to send
      if (pool.claim === 'operator') expect(readiness.claim, pool.slug).not.toBe('ready');
      else expect(readiness.claim, pool.slug).toBe('ready');
    }
  });

  it('the unregistered manager is refused stake in words; below the minimum is ready', async () => {
    const { contractId: pox5 } = requirePox5(await fetchPoxState(devnetApi()));
    const entry = { kind: 'pox-5' } as const;
    await expect(
      checkPoolReadiness(devnetApi(), { pox5, manager: contractOf('unregistered'), entry }),
    ).resolves.toEqual({
      stake: {
        refused: 'This signer-manager is not registered with pox-5, so pox-5 refuses stake to it.',
      },
      claim: 'ready',
    });
    await expect(
      checkPoolReadiness(devnetApi(), { pox5, manager: contractOf('below-minimum'), entry }),
    ).resolves.toEqual({ stake: 'ready', claim: 'ready' });
  });

  it('a manager whose grant was revoked is refused stake until it is restored', async () => {
    const { contractId: pox5 } = requirePox5(await fetchPoxState(devnetApi()));
    const entry = { kind: 'pox-5' } as const;
    const manager = contractOf('fast-pool');
    const control = (action: string) =>
      fetch(`${node.devnet.url}/_devnet/${action}-grant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ manager }),
      });
    expect((await control('revoke')).status).toBe(200);
    try {
      await expect(checkPoolReadiness(devnetApi(), { pox5, manager, entry })).resolves.toEqual({
        stake: {
          refused:
            'This signer-manager’s signer key grant is not live, so it cannot accept stake now.',
        },
        claim: 'ready',
      });
    } finally {
      expect((await control('restore')).status).toBe(200);
    }
    await expect(checkPoolReadiness(devnetApi(), { pox5, manager, entry })).resolves.toEqual({
      stake: 'ready',
      claim: 'ready',
    });
  });
});
