// Devnet controls for tests and people: mine now, move the burn chain, reset, and what the devnet
// deployed and seeded.
import { Cl, ClarityType } from '@stacks/transactions';
import { HttpError, jsonObject } from '../http.mjs';
import { accounts } from '#common/devnet-accounts.mjs';
import { BOOT_ADDRESS, devnetContracts, POX_5, SBTC_TOKEN, signerManagers } from '../contracts.mjs';
import { principalParam } from './params.mjs';
import { ADVANCE_POINTS, advance, MAX_ADVANCE_BLOCKS } from '../burnchain.mjs';
import {
  grantActive,
  grantableManager,
  grantableManagers,
  restoreGrant,
  revokeGrant,
} from '../signer-grants.mjs';

/** The most one mint-sbtc call credits: 1,000 BTC in sats, far beyond any test's need. */
const MAX_MINT_SBTC_SATS = 100_000_000_000;

/**
 * The manager a grant request names (`{manager: "<contract id>"}`), or a 400 in words.
 * @param {Buffer} body
 */
function grantManagerParam(body) {
  const { manager } = jsonObject(body);
  if (typeof manager !== 'string' || !manager) {
    throw new HttpError(400, 'BadParameter', '`manager` must be a signer-manager contract id');
  }
  const known = grantableManager(manager);
  if (!known) {
    throw new HttpError(
      400,
      'UnknownSignerManager',
      `${manager.slice(0, 200)} is not a devnet signer-manager with a signer key; one of ${grantableManagers.join(', ')}`,
    );
  }
  return known;
}

/** @param {import('../http.mjs').Router} router @param {import('../chain.mjs').Chain} chain */
export function devnetRoutes(router, chain) {
  router.post('/_devnet/mine', () => chain.mine());

  router.post('/_devnet/advance', (ctx) => {
    const { to, blocks } = jsonObject(ctx.body);
    const point = ADVANCE_POINTS.find((p) => p === to);
    if (to !== undefined && !point) {
      throw new HttpError(
        400,
        'BadParameter',
        `\`to\` must be one of ${ADVANCE_POINTS.join(', ')}`,
      );
    }
    if (point) return advance(chain, { to: point });
    const count = typeof blocks === 'number' && Number.isInteger(blocks) ? blocks : 0;
    if (count < 1 || count > MAX_ADVANCE_BLOCKS) {
      throw new HttpError(
        400,
        'BadParameter',
        `give \`to\` or \`blocks\`: a whole number from 1 to ${MAX_ADVANCE_BLOCKS} per call`,
      );
    }
    return advance(chain, { blocks: count });
  });

  // sBTC for an account, as a deposit would credit it: the devnet has no Bitcoin chain or sBTC
  // signers to mint it, and earning it by staking takes a whole cycle. A system mint like the
  // keeper's (not a transaction, no history entry); simnet mints to standard principals only.
  router.post('/_devnet/mint-sbtc', (ctx) => {
    const { recipient, sats } = jsonObject(ctx.body);
    const principal = principalParam(recipient);
    if (principal.includes('.')) {
      throw new HttpError(400, 'BadParameter', '`recipient` must be a standard principal (ST…)');
    }
    if (
      typeof sats !== 'number' ||
      !Number.isInteger(sats) ||
      sats < 1 ||
      sats > MAX_MINT_SBTC_SATS
    ) {
      throw new HttpError(
        400,
        'BadParameter',
        `\`sats\` must be a whole number from 1 to ${MAX_MINT_SBTC_SATS}`,
      );
    }
    chain.mintFungible(`${SBTC_TOKEN}.sbtc-token`, principal, BigInt(sats));
    return { recipient: principal, minted_sats: String(sats) };
  });

  // A manager whose signer key withdrew its grant (pox-5 `revoke-signer-grant`, sent by the key's
  // own account): stakes to it fail with (err u17) until the grant is restored or the devnet reset.
  router.post('/_devnet/revoke-grant', (ctx) => revokeGrant(chain, grantManagerParam(ctx.body)));

  // The grant again, as the boot made it: a fresh auth id signed by the key, through the
  // manager's `register-self`.
  router.post('/_devnet/restore-grant', (ctx) => restoreGrant(chain, grantManagerParam(ctx.body)));

  router.post('/_devnet/reset', async () => {
    await chain.reset();
    return { ok: true, stacks_tip_height: chain.tipHeight, burn_block_height: chain.burnHeight };
  });

  router.get('/_devnet/accounts', () =>
    accounts.map(({ name, address, mnemonic, privateKey, publicKey }) => ({
      name,
      address,
      mnemonic,
      privateKey,
      publicKey,
    })),
  );

  // Read from pox-5, not from the seed list: a manager's state is whatever the chain says now.
  router.get('/_devnet/signer-managers', () => {
    const cycle = chain.cycleOf(chain.burnHeight);
    return signerManagers.map(({ slug, contract }) => {
      const signer = Cl.principal(contract.id);
      const info = chain.callReadOnly(POX_5, 'get-signer-info', [signer], BOOT_ADDRESS);
      const inSet = chain.callReadOnly(
        POX_5,
        'signer-set-contains-for-cycle',
        [signer, Cl.uint(cycle)],
        BOOT_ADDRESS,
      );
      const key = info.okay && info.result.type === ClarityType.OptionalSome ? info.result : null;
      return {
        slug,
        contract_id: contract.id,
        registered: key !== null,
        in_signer_set: inSet.okay && inSet.result.type === ClarityType.BoolTrue,
        // `verify-signer-key-grant` of the key it registered (none: never registered)
        grant_active:
          key?.value.type === ClarityType.Buffer
            ? grantActive(chain, contract.id, key.value.value)
            : false,
      };
    });
  });

  router.get('/_devnet/contracts', () => ({
    contracts: devnetContracts,
    signer_managers: signerManagers.map(
      ({ slug, contract, feeBips, payout, wrapper, standIn, source }) => ({
        slug,
        contract_id: contract.id,
        fee_bips: feeBips,
        payout,
        wrapper: wrapper?.id ?? null,
        // true: our stand-in runs here, not the pool's mainnet source (devnet/README.md)
        stand_in: standIn,
        source: contract.vendored ? `vendor/${contract.file}` : `contracts/${contract.file}`,
        kind: source,
      }),
    ),
  }));
}
