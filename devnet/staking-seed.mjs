// The staking the devnet starts with: every signer-manager configured through its own admin API
// (the mainnet managers' `update-fees`, our stand-ins' `configure`), registered with pox-5
// through a grant signed by its signer key (except `unregistered`), and staked by its seed account
// (above the 50,000 STX signer-set minimum, except `below-minimum`). Runs inside every boot, so a
// reset or a rollback finds the same state.
import {
  Cl,
  ClarityType,
  privateKeyToPublic,
  serializeCVBytes,
  signWithKey,
} from '@stacks/transactions';
import { c32addressDecode } from 'c32check';
import { deployer } from '#common/devnet-accounts.mjs';
import { POX_5, signerManagers } from './contracts.mjs';

/** devnet/contracts/signer-manager.clar's `configure` payout modes. */
const PAYOUT_MODES = { sbtc: 0, 'sbtc-or-btc': 1, btc: 2 };
/** Seed stakes last as long as pox-5 allows (`MAX_NUM_CYCLES`, pox-5.clar). */
const SEED_CYCLES = 96;
/** The grant's auth id: any unused number; each manager uses its grant once. */
const AUTH_ID = 1;

/**
 * PlanBetter's payout calldata `{pox-addr}` for a staker's own key hash as a p2wpkh address, the
 * consensus bytes pox-5 hands to `validate-stake!` (devnet/contracts/planbetter-signer-manager.clar
 * requires it). @param {string} address
 */
function addressOnlyCalldata(address) {
  const [, hash160] = c32addressDecode(address);
  const payout = Cl.tuple({
    'pox-addr': Cl.tuple({ version: Cl.bufferFromHex('04'), hashbytes: Cl.bufferFromHex(hash160) }),
  });
  return Cl.some(Cl.buffer(serializeCVBytes(payout)));
}

/**
 * The admin call that sets a manager's fee (and our stand-ins' payout mode), per its own API:
 * the reference manager's and max500's `update-fees` (max500 queues an increase for
 * `FEE_ACTIVATION_DELAY_CYCLES`, 2), our stand-in's one-off `configure`. PlanBetter's stand-in
 * has a fixed fee and the native pool none. @param {import('./contracts.mjs').SignerManager} m
 * @returns {{method: string, args: import('@stacks/transactions').ClarityValue[]} | null}
 */
function feeCall(m) {
  switch (m.source) {
    case 'reference':
    case 'max500':
      return { method: 'update-fees', args: [Cl.uint(m.feeBips)] };
    case 'stand-in':
      return { method: 'configure', args: [Cl.uint(m.feeBips), Cl.uint(PAYOUT_MODES[m.payout])] };
    default:
      return null;
  }
}

/**
 * Grants signed so far in this process, by manager and key. The message hash depends only on the
 * manager, the auth id and pox-5's signer domain (its chain id): every boot signs the same bytes,
 * and signing is a good part of a boot's cost.
 * @type {Map<string, string>}
 */
const signedGrants = new Map();

/**
 * The grant of a signer key to a manager: the key signs pox-5's SIP-018 message hash
 * (`get-signer-grant-message-hash`, vendor/pox-5.clar). pox-5 reads the signature as RSV;
 * @stacks/transactions signs VRS, so the recovery byte moves to the end.
 * @param {import('./chain.mjs').Chain} chain @param {string} managerId @param {string} signerKey
 */
function signGrant(chain, managerId, signerKey) {
  const key = `${managerId}|${signerKey}`;
  const signed = signedGrants.get(key);
  if (signed) return signed;
  const hash = chain.callReadOnly(
    POX_5,
    'get-signer-grant-message-hash',
    [Cl.principal(managerId), Cl.uint(AUTH_ID)],
    deployer.address,
  );
  if (!hash.okay || hash.result.type !== ClarityType.Buffer)
    throw new Error('no grant message hash');
  const vrs = signWithKey(signerKey, hash.result.value);
  const rsv = `${vrs.slice(2)}${vrs.slice(0, 2)}`;
  signedGrants.set(key, rsv);
  return rsv;
}

/**
 * @typedef {{what: string, contract: string, method: string,
 *   args: import('@stacks/transactions').ClarityValue[], sender: string}} SeedCall
 */

/**
 * Run calls in one block; every one must succeed, or the boot fails.
 * @param {import('./chain.mjs').Chain} chain @param {SeedCall[]} calls
 */
function mustSucceed(chain, calls) {
  const results = chain.systemCalls(
    calls.map(({ contract, method, args, sender }) => ({ contract, method, args, sender })),
  );
  calls.forEach(({ what }, i) => {
    const result = results[i];
    if (result?.type !== ClarityType.ResponseOk)
      throw new Error(`${what} failed at boot: ${String(result?.type)}`);
  });
}

/** @param {import('./chain.mjs').Chain} chain */
export function seedStaking(chain) {
  /** @type {SeedCall[]} */
  const setUp = [];
  /** @type {SeedCall[]} */
  const stakes = [];
  for (const m of signerManagers) {
    const id = m.contract.id;
    const admin = deployer.address;
    const fee = feeCall(m);
    if (fee) setUp.push({ what: `${fee.method} ${id}`, contract: id, ...fee, sender: admin });
    if (m.signerKey) {
      const args = [
        Cl.principal(id),
        Cl.bufferFromHex(String(privateKeyToPublic(m.signerKey))),
        Cl.uint(AUTH_ID),
        Cl.bufferFromHex(signGrant(chain, id, m.signerKey)),
      ];
      setUp.push({
        what: `register ${id}`,
        contract: id,
        method: 'register-self',
        args,
        sender: admin,
      });
    }
    if (m.seed) {
      const { staker, amountUstx } = m.seed;
      const common = [Cl.uint(amountUstx), Cl.uint(SEED_CYCLES), Cl.uint(chain.burnHeight)];
      const what = `seed ${id}`;
      if (m.wrapper) {
        stakes.push({
          what,
          contract: m.wrapper.id,
          method: 'delegate',
          args: common,
          sender: staker,
        });
      } else {
        const calldata = m.calldata === 'pox-addr' ? addressOnlyCalldata(staker) : Cl.none();
        const args = [Cl.principal(id), ...common, calldata];
        stakes.push({ what, contract: POX_5, method: 'stake', args, sender: staker });
      }
    }
  }
  mustSucceed(chain, setUp);
  mustSucceed(chain, stakes);
}
