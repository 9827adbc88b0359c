// Signer-key grants of the devnet's signer-managers, revoked and restored the way pox-5 does it
// (devnet/vendor/pox-5.clar, stacks-core tag 4.0.1):
// - `revoke-signer-grant (signer-manager principal) (signer-key (buff 33))` deletes the grant.
//   Only the Stacks account of the key itself may call it: `contract-caller` must be the testnet
//   address of `(hash160 signer-key)`, else `(err u1)`. The manager stays registered, but every
//   stake to it re-checks `verify-signer-key-grant` and fails with `(err u17)`.
// - A grant is made by `grant-signer-key (signer-key) (signer-manager) (auth-id) (signer-sig)`,
//   called by the manager itself (`contract-caller`), with the key's signature over
//   `get-signer-grant-message-hash (signer-manager, auth-id)`; each auth id works once
//   (`used-signer-key-grants`, else `(err u12)`). The devnet's managers call it from their admin
//   function `register-self` (devnet/contracts/signer-manager.clar), which registers them again
//   (`register-signer` only sets the manager's key).
// The devnet holds every seed signer key (`signerKey` in contracts.mjs), so it can sign both. Both
// run as system calls (as the keeper's do): logged, replayed after a rollback, not transactions.
import {
  Cl,
  ClarityType,
  privateKeyToAddress,
  privateKeyToPublic,
  signWithKey,
} from '@stacks/transactions';
import { deployer } from '#common/devnet-accounts.mjs';
import { POX_5, signerManagers } from './contracts.mjs';

/** The grant auth id the boot uses (staking-seed.mjs); a restore takes the next unused one. */
const FIRST_AUTH_ID = 1;

/**
 * @typedef {import('./chain.mjs').Chain} Chain
 * @typedef {{manager: string, signer_key: string, signer_address: string, granted: boolean}} GrantState
 */

/**
 * A manager the devnet holds the signer key of, by contract id; null when there is none.
 * @param {string} managerId
 */
export function grantableManager(managerId) {
  const m = signerManagers.find((s) => s.contract.id === managerId);
  return m?.signerKey ? { slug: m.slug, id: m.contract.id, signerKey: m.signerKey } : null;
}

/** Contract ids of the managers whose grant the devnet can revoke and restore. */
export const grantableManagers = signerManagers
  .filter((m) => m.signerKey)
  .map((m) => m.contract.id);

/**
 * Does pox-5 hold a grant of this key to this manager (`verify-signer-key-grant`)?
 * @param {Chain} chain @param {string} managerId @param {string} publicKey hex
 */
export function grantActive(chain, managerId, publicKey) {
  const answer = chain.callReadOnly(
    POX_5,
    'verify-signer-key-grant',
    [Cl.principal(managerId), Cl.bufferFromHex(publicKey)],
    deployer.address,
  );
  return answer.okay && answer.result.type === ClarityType.ResponseOk;
}

/**
 * Revoke a manager's grant: `revoke-signer-grant` called by the signer key's own account.
 * @param {Chain} chain @param {{id: string, signerKey: string}} manager
 * @returns {GrantState & {existed: boolean}}
 */
export function revokeGrant(chain, { id, signerKey }) {
  const publicKey = String(privateKeyToPublic(signerKey));
  const keyAccount = privateKeyToAddress(signerKey, 'testnet');
  const result = chain.systemCall(
    POX_5,
    'revoke-signer-grant',
    [Cl.principal(id), Cl.bufferFromHex(publicKey)],
    keyAccount,
  );
  if (result?.type !== ClarityType.ResponseOk || result.value.type !== ClarityType.Tuple) {
    throw new Error(`revoke-signer-grant for ${id} failed: ${String(result?.type)}`);
  }
  const existed = result.value.value.existed?.type === ClarityType.BoolTrue;
  return {
    manager: id,
    signer_key: `0x${publicKey}`,
    signer_address: keyAccount,
    existed,
    granted: grantActive(chain, id, publicKey),
  };
}

/**
 * Grant the key to its manager again, as the boot did: a fresh auth id signed by the key, sent
 * through the manager's `register-self` by its admin. Nothing happens when the grant is active.
 * @param {Chain} chain @param {{id: string, signerKey: string}} manager
 * @returns {GrantState & {restored: boolean, auth_id: number | null}}
 */
export function restoreGrant(chain, { id, signerKey }) {
  const publicKey = String(privateKeyToPublic(signerKey));
  const state = {
    manager: id,
    signer_key: `0x${publicKey}`,
    signer_address: privateKeyToAddress(signerKey, 'testnet'),
  };
  if (grantActive(chain, id, publicKey)) {
    return { ...state, restored: false, auth_id: null, granted: true };
  }
  const authId = unusedAuthId(chain, id, publicKey);
  const result = chain.systemCall(
    id,
    'register-self',
    [
      Cl.principal(id),
      Cl.bufferFromHex(publicKey),
      Cl.uint(authId),
      Cl.bufferFromHex(signGrant(chain, id, signerKey, authId)),
    ],
    deployer.address,
  );
  if (result?.type !== ClarityType.ResponseOk) {
    throw new Error(`register-self for ${id} failed: ${String(result?.type)}`);
  }
  return { ...state, restored: true, auth_id: authId, granted: grantActive(chain, id, publicKey) };
}

/**
 * The first auth id pox-5 has not seen for this key and manager (`used-signer-key-grants`).
 * @param {Chain} chain @param {string} managerId @param {string} publicKey
 */
function unusedAuthId(chain, managerId, publicKey) {
  for (let authId = FIRST_AUTH_ID; ; authId++) {
    const key = Cl.tuple({
      'signer-key': Cl.bufferFromHex(publicKey),
      'signer-manager': Cl.principal(managerId),
      'auth-id': Cl.uint(authId),
    });
    const used = chain.mapEntry(POX_5, 'used-signer-key-grants', key);
    if (used?.type !== ClarityType.OptionalSome) return authId;
  }
}

/**
 * The key's signature of pox-5's grant message (`get-signer-grant-message-hash`). pox-5 reads a
 * signature as RSV (`secp256k1-recover?`); @stacks/transactions signs VRS, so the recovery byte
 * moves to the end.
 * @param {Chain} chain @param {string} managerId @param {string} signerKey @param {number} authId
 */
function signGrant(chain, managerId, signerKey, authId) {
  const hash = chain.callReadOnly(
    POX_5,
    'get-signer-grant-message-hash',
    [Cl.principal(managerId), Cl.uint(authId)],
    deployer.address,
  );
  if (!hash.okay || hash.result.type !== ClarityType.Buffer) {
    throw new Error('pox-5 gave no grant message hash');
  }
  const vrs = signWithKey(signerKey, hash.result.value);
  return `${vrs.slice(2)}${vrs.slice(0, 2)}`;
}
