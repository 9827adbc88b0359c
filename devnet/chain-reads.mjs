// What the chain's state says, read from simnet: heights, balances, contracts, read-only calls,
// data variables and map entries, PoX parameters. Reads change nothing; the two caches here are
// forgotten as soon as simnet changes (`SimnetSession.changes`, `.boots`).
import { deployer } from '#common/devnet-accounts.mjs';
import { POX_5, POX_PARAMETERS, SBTC_DEPLOYER } from './contracts.mjs';
import { uintField } from './clarity.mjs';
import { errorText } from './error-text.mjs';
import { fromSdk, toSdk, toSdkArgs } from './sdk-values.mjs';

/**
 * @typedef {import('./simnet-session.mjs').SimnetSession} SimnetSession
 * @typedef {import('@stacks/transactions').ClarityValue} ClarityValue
 * @typedef {import('@stacks/clarinet-sdk-wasm').IContractInterface} ContractInterface
 * @typedef {{unlocked: bigint, locked: bigint, unlockHeight: number}} StxAccount
 */

export class ChainReads {
  /** @type {Map<string, StxAccount>} `stx-account` answers since simnet last changed */
  #accounts = new Map();
  #accountsAt = -1;
  /** @type {Map<string, ContractInterface>} by contract id; a contract never changes once
   * deployed, but a boot forgets it */
  #interfaces = new Map();
  #interfacesAt = -1;

  /** @param {SimnetSession} session */
  constructor(session) {
    this.session = session;
  }

  get tipHeight() {
    return this.session.sim.stacksBlockHeight;
  }

  get burnHeight() {
    return this.session.sim.burnBlockHeight;
  }

  /** Block time (unix seconds) simnet gives the current tip. */
  get tipTime() {
    return Number(this.session.sim.getBlockTime());
  }

  /** burn height Epoch 4.0 (and pox-5) began at */
  get epoch40Height() {
    return this.session.epoch40Height;
  }

  /**
   * STX of a principal in µSTX.
   * @param {string} principal
   * @returns {StxAccount}
   */
  stxAccount(principal) {
    if (this.#accountsAt !== this.session.changes) {
      this.#accounts.clear();
      this.#accountsAt = this.session.changes;
    }
    const cached = this.#accounts.get(principal);
    if (cached) return { ...cached };
    const { result } = this.session.quiet(() =>
      this.session.sim.execute(`(stx-account '${principal})`),
    );
    const field = (/** @type {string} */ name) => uintField(fromSdk(result), name);
    const account = {
      unlocked: field('unlocked'),
      locked: field('locked'),
      unlockHeight: Number(field('unlock-height')),
    };
    this.#accounts.set(principal, account);
    return { ...account };
  }

  /** @param {string} contractId @returns {string | null} */
  contractSource(contractId) {
    return this.session.quiet(() => this.session.sim.getContractSource(contractId)) ?? null;
  }

  /** Interface of a deployed contract, or null. @param {string} contractId */
  contractInterface(contractId) {
    if (this.#interfacesAt !== this.session.boots) {
      this.#interfaces.clear();
      this.#interfacesAt = this.session.boots;
    }
    if (!this.#interfaces.has(contractId)) {
      if (this.contractSource(contractId) === null) return null;
      const all = this.session.quiet(() => this.session.sim.getContractsInterfaces());
      for (const [id, iface] of all) this.#interfaces.set(id, iface);
    }
    return this.#interfaces.get(contractId) ?? null;
  }

  /** The Clarity version a deploy without one gets in the current epoch. */
  defaultClarityVersion() {
    return Number(
      this.session.sim.getDefaultClarityVersionForCurrentEpoch().replace('Clarity', ''),
    );
  }

  /**
   * Evaluate a read-only function (no block is mined).
   * @param {string} contractId @param {string} functionName @param {ClarityValue[]} args
   * @param {string} sender
   * @returns {{okay: true, result: ClarityValue} | {okay: false, cause: string}}
   */
  callReadOnly(contractId, functionName, args, sender) {
    this.session.countCalls(1);
    try {
      const { result } = this.session.quiet(() =>
        this.session.sim.callReadOnlyFn(contractId, functionName, toSdkArgs(args), sender),
      );
      return { okay: true, result: fromSdk(result) };
    } catch (error) {
      return { okay: false, cause: errorText(error) };
    }
  }

  /**
   * A data variable's value, or null when the contract has none by that name.
   * @param {string} contractId @param {string} name
   * @returns {ClarityValue | null}
   */
  dataVar(contractId, name) {
    try {
      return fromSdk(this.session.quiet(() => this.session.sim.getDataVar(contractId, name)));
    } catch {
      return null;
    }
  }

  /**
   * A map's entry, as `map-get?` gives it (`none` when absent), or null when the contract has no
   * such map or the key is not of its type.
   * @param {string} contractId @param {string} name @param {ClarityValue} key
   * @returns {ClarityValue | null}
   */
  mapEntry(contractId, name, key) {
    try {
      return fromSdk(
        this.session.quiet(() => this.session.sim.getMapEntry(contractId, name, toSdk(key))),
      );
    } catch {
      return null;
    }
  }

  /**
   * Balance of every fungible token a principal holds (NFTs not included): `contract::token` → amount.
   * @param {string} principal
   */
  fungibleBalances(principal) {
    /** @type {Map<string, bigint>} */
    const balances = new Map();
    const assets = this.session.quiet(() => this.session.sim.getAssetsMap());
    for (const [asset, holders] of assets) {
      if (asset === 'STX' || !holders.has(principal)) continue;
      // simnet names assets `.contract.token` or `ST….contract.token`; Hiro uses `ST….contract::token`.
      // The short form covers both the deployer's contracts and sBTC's (`.sbtc-token.sbtc-token`).
      const id = asset.startsWith('.') ? `${this.#issuerOf(asset)}${asset}` : asset;
      const dot = id.lastIndexOf('.');
      const [contractId, token] = [id.slice(0, dot), id.slice(dot + 1)];
      // simnet's map also counts NFTs per holder; only the contract's interface tells them apart.
      const fungible = this.contractInterface(contractId)?.fungible_tokens ?? [];
      if (!fungible.some((t) => t.name === token)) continue;
      balances.set(`${contractId}::${token}`, holders.get(principal) ?? 0n);
    }
    return balances;
  }

  /**
   * Who deployed the contract of a `.contract.token` asset: the deployer, else sBTC's deployer.
   * @param {string} asset
   */
  #issuerOf(asset) {
    const name = asset.split('.')[1] ?? '';
    return this.contractSource(`${deployer.address}.${name}`) === null &&
      this.contractSource(`${SBTC_DEPLOYER}.${name}`) !== null
      ? SBTC_DEPLOYER
      : deployer.address;
  }

  /** pox-5 `get-pox-info` as plain numbers/bigints. */
  poxInfo() {
    const info = this.callReadOnly(POX_5, 'get-pox-info', [], deployer.address);
    if (!info.okay) throw new Error(info.cause);
    const n = (/** @type {string} */ key) => uintField(info.result, key);
    return {
      firstBurnHeight: Number(n('first-burnchain-block-height')),
      minAmountUstx: n('min-amount-ustx'),
      prepareLength: Number(n('prepare-cycle-length')),
      cycleId: Number(n('reward-cycle-id')),
      cycleLength: Number(n('reward-cycle-length')),
      totalLiquidUstx: n('total-liquid-supply-ustx'),
    };
  }

  /**
   * Reward cycle of a burn height (pox-5 `burn-height-to-reward-cycle`; its parameters are set
   * once, at boot, from POX_PARAMETERS).
   * @param {number} burnHeight
   */
  cycleOf(burnHeight) {
    const { firstBurnHeight, cycleLength } = POX_PARAMETERS;
    return Math.floor((burnHeight - firstBurnHeight) / cycleLength);
  }
}
