// Contracts the devnet deploys at start, and the devnet's stand-ins for the mainnet pools and
// liquid-stacking protocols of product.md. One place for the app, the tests and the README.
import { deployer, poolOperator, poolOperator2 } from './accounts.mjs';

/** pox-4 boot contract on testnet/devnet. */
export const POX_4 = 'ST000000000000000000002AMW42H.pox-4';

/**
 * @typedef {object} DevnetContract
 * @property {string} name     Contract name (also the .clar file name unless `file` says otherwise).
 * @property {string} file     File under devnet/contracts/.
 * @property {string} id       Full contract id `deployer.name`.
 */

/** @param {string} name @param {string} [file] @returns {DevnetContract} */
const contract = (name, file = name) => ({
  name,
  file: `${file}.clar`,
  id: `${deployer.address}.${name}`,
});

/** In deployment order (the tokens need the SIP-010 trait first). */
export const devnetContracts = {
  stxTransferMemo: contract('devnet-stx'),
  sip010Trait: contract('sip-010-trait-ft-standard'),
  fastPool: contract('pox4-fast-pool', 'pox4-wrapper-pool'),
  restakePool: contract('restake-self-service-pool', 'pox4-wrapper-pool'),
  multiPool: contract('pox4-multi-pool-v1', 'pox4-wrapper-pool'),
  nativeStackingPool: contract('native-stacking-pool-v1', 'pox4-wrapper-pool'),
  pox4Pools: contract('pox4-pools'),
  stackingDao: contract('stacking-dao-core'),
  lisa: contract('lisa-mint-endpoint'),
};

/**
 * Pools as product.md lists them, with their devnet addresses.
 * kind 'wrapper': `allow-contract-caller(wrapper)` then `wrapper.delegate-stx(amount)`.
 * kind 'pox4-pools': `allow-contract-caller(pox4-pools)` then the 6-argument delegate-stx to `operator`.
 * kind 'liquid': a protocol call with a post-condition "sender sends ≤ amount STX".
 * A slug names a protocol, not an entry: 'stacking-dao' is both a wrapper pool and a liquid
 * protocol, so look entries up by slug and kind.
 */
export const devnetPools = [
  {
    slug: 'fast-pool',
    kind: 'wrapper',
    contract: devnetContracts.fastPool.id,
    operator: poolOperator.address,
    minUstx: 40_000_000n,
  },
  {
    slug: 'restake',
    kind: 'wrapper',
    contract: devnetContracts.restakePool.id,
    operator: poolOperator2.address,
    minUstx: 100_000_000n,
  },
  {
    slug: 'fast-pool-v2',
    kind: 'wrapper',
    contract: devnetContracts.multiPool.id,
    operator: poolOperator.address,
    minUstx: 40_000_000n,
  },
  {
    slug: 'planbetter',
    kind: 'pox4-pools',
    contract: devnetContracts.pox4Pools.id,
    operator: poolOperator.address,
    minUstx: 200_000_000n,
  },
  {
    slug: 'xverse-pool',
    kind: 'pox4-pools',
    contract: devnetContracts.pox4Pools.id,
    operator: poolOperator2.address,
    minUstx: 100_000_000n,
  },
  {
    // Stacking DAO's pool (its native-stacking-pool-v1 wrapper); its liquid protocol is the
    // 'liquid' entry of the same slug below — look pools up by slug *and* kind.
    slug: 'stacking-dao',
    kind: 'wrapper',
    contract: devnetContracts.nativeStackingPool.id,
    operator: poolOperator2.address,
    minUstx: 50_000_000n,
  },
  {
    slug: 'stacking-dao',
    kind: 'liquid',
    contract: devnetContracts.stackingDao.id,
    functionName: 'deposit',
    token: `${devnetContracts.stackingDao.id}::ststx`,
    minUstx: 1_000_000n,
  },
  {
    slug: 'lisa',
    kind: 'liquid',
    contract: devnetContracts.lisa.id,
    functionName: 'request-mint',
    token: `${devnetContracts.lisa.id}::listx`,
    minUstx: 1_000_000n,
  },
];

/** Operators the devnet drives each cycle, with the wrappers whose minimum they configure. */
export const poolOperators = [poolOperator, poolOperator2];
