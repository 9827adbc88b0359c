// Devnet controls for tests and people: mine now, move the burn chain, reset, run the pools.
import { HttpError, jsonObject } from '../http.mjs';
import { accounts } from '../accounts.mjs';
import { devnetContracts, devnetPools } from '../contracts.mjs';
import { advance, lockPools, MAX_ADVANCE_BLOCKS } from '../pools.mjs';

/** @param {import('../http.mjs').Router} router @param {import('../chain.mjs').Chain} chain */
export function devnetRoutes(router, chain) {
  router.post('/_devnet/mine', () => chain.mine());

  router.post('/_devnet/advance', (ctx) => {
    const body = jsonObject(ctx.body);
    const { to, blocks } = body;
    /** @type {number | undefined} */
    let count;
    if (to !== undefined && to !== 'next-cycle' && to !== 'prepare-phase') {
      throw new HttpError(400, 'BadParameter', "`to` must be 'next-cycle' or 'prepare-phase'");
    }
    if (typeof blocks === 'number' && Number.isInteger(blocks) && blocks > 0) count = blocks;
    if (to === undefined && !(count !== undefined && count <= MAX_ADVANCE_BLOCKS)) {
      throw new HttpError(
        400,
        'BadParameter',
        `give \`to\` or \`blocks\`: a whole number from 1 to ${MAX_ADVANCE_BLOCKS} per call`,
      );
    }
    const target = to === 'next-cycle' || to === 'prepare-phase' ? to : undefined;
    return advance(chain, { to: target, blocks: count, autoLock: body.autoLock !== false });
  });

  router.post('/_devnet/reset', async () => {
    await chain.reset();
    return { ok: true, stacks_tip_height: chain.tipHeight, burn_block_height: chain.burnHeight };
  });

  router.post('/_devnet/pool/lock', async () => ({ pool_locks: await lockPools(chain) }));

  router.get('/_devnet/accounts', () =>
    accounts.map(({ name, address, mnemonic, privateKey, publicKey }) => ({
      name,
      address,
      mnemonic,
      privateKey,
      publicKey,
    })),
  );

  router.get('/_devnet/contracts', () => ({ contracts: devnetContracts, pools: devnetPools }));
}
