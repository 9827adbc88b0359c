// GET /extended/v3/staking/cycles/{n|current|previous} on the devnet agrees with its /v2/pox
// (routes/core.mjs) across a prepare phase: the same cycle, boundaries and phase, from the same
// burn height and pox-5 parameters.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AdvanceJson, ErrorJson, PoxJson, useTestDevnet } from './test-helpers';

const node = useTestDevnet();

const Point = z.object({
  bitcoin_height: z.number(),
  time: z.number().nullable(),
  time_iso: z.string().nullable(),
  projected_time: z.null(),
  projected_time_iso: z.null(),
});
const CycleJson = z.object({
  number: z.number(),
  status: z.enum(['upcoming', 'reward_phase', 'prepare_phase', 'finished']),
  schedule: z.object({ start: Point, prepare_phase_start: Point, end: Point }),
});

const advance = async (body: { to: string } | { blocks: number }) =>
  AdvanceJson.parse((await node.api.post('/_devnet/advance', body)).json);

/** Both answers at this burn height, and their agreement. */
async function expectAgreement() {
  const pox = await node.api.read(PoxJson, '/v2/pox');
  const cycle = await node.api.read(CycleJson, '/extended/v3/staking/cycles/current');
  const burn = pox.current_burnchain_block_height;
  const prepareStart = burn + pox.next_cycle.blocks_until_prepare_phase;
  const nextStart = burn + pox.next_cycle.blocks_until_reward_phase;
  const inPrepare = burn >= prepareStart;
  expect(cycle.number).toBe(pox.current_cycle.id);
  expect(cycle.schedule.start.bitcoin_height).toBe(nextStart - pox.reward_cycle_length);
  expect(cycle.schedule.prepare_phase_start.bitcoin_height).toBe(prepareStart);
  expect(cycle.schedule.end.bitcoin_height).toBe(nextStart - 1);
  expect(cycle.status).toBe(inPrepare ? 'prepare_phase' : 'reward_phase');
  return { burn, cycle, inPrepare };
}

describe('/extended/v3/staking/cycles on the devnet', () => {
  it('matches /v2/pox before, into, through and after a prepare phase', async () => {
    const start = await expectAgreement();
    expect(start.inPrepare).toBe(false);
    const prepare = await advance({ to: 'prepare-phase' });
    const first = await expectAgreement();
    expect(first).toMatchObject({ burn: prepare.burn_block_height, inPrepare: true });
    await advance({ blocks: 1 });
    expect((await expectAgreement()).inPrepare).toBe(true);
    const next = await advance({ to: 'next-cycle' });
    const after = await expectAgreement();
    expect(after).toMatchObject({ inPrepare: false });
    expect(after.cycle.number).toBe(next.cycle);
  });

  it('previous is finished, a later number upcoming; past blocks that carried none are undated', async () => {
    await advance({ to: 'next-cycle' });
    const pox = await node.api.read(PoxJson, '/v2/pox');
    const previous = await node.api.read(CycleJson, '/extended/v3/staking/cycles/previous');
    expect(previous).toMatchObject({ number: pox.current_cycle.id - 1, status: 'finished' });
    const later = await node.api.read(
      CycleJson,
      `/extended/v3/staking/cycles/${String(pox.current_cycle.id + 2)}`,
    );
    expect(later.status).toBe('upcoming');
    expect(later.schedule.start).toMatchObject({ time: null, projected_time: null });
  });

  it('refuses a malformed selector as the API does (400)', async () => {
    const bad = await node.api.get('/extended/v3/staking/cycles/soon');
    expect(bad.status).toBe(400);
    expect(ErrorJson.parse(bad.json).error).toBeTruthy();
  });
});
