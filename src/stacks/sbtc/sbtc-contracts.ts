import type { NetworkKind } from '@/config/networks';
import { SBTC_TOKEN_CONTRACT } from './sbtc-token';
import { contractDeployer, parseContractId } from '../contract-id';

// sBTC's contracts on each kind of network. The token, the registry and the withdrawal contract
// share one deployer (stacks-network/sbtc `contracts/`; the registry names `.sbtc-withdrawal` as
// its withdrawal protocol contract). Mainnet and simnet (the devnet) use the same deployer;
// testnet's is the one Clarinet remaps sBTC to (docs.stacks.co "sBTC Integration", Working with
// sBTC addresses: `ST1F7QA2MDF17S807EPA36TSS8AMEFY4KA9TVGWXT.sbtc-token`). Where the chain says
// otherwise it wins: `/v2/pox` reports pox-5's own sBTC token (`pox_5_sbtc_contract`,
// docs/staking-pox-5.md#contract-ids-and-networks), and whether the withdrawal contract exists is
// read from the chain before a withdrawal is offered.

const TESTNET_SBTC_TOKEN_CONTRACT = 'ST1F7QA2MDF17S807EPA36TSS8AMEFY4KA9TVGWXT.sbtc-token';

const TOKEN_BY_NETWORK: Readonly<Record<NetworkKind, ContractId>> = {
  mainnet: SBTC_TOKEN_CONTRACT,
  testnet: TESTNET_SBTC_TOKEN_CONTRACT,
  devnet: SBTC_TOKEN_CONTRACT,
};

/** A contract id, `address.name`. */
type ContractId = `${string}.${string}`;

function isContractId(value: string | undefined): value is ContractId {
  return value !== undefined && parseContractId(value) !== undefined;
}

export interface SbtcContracts {
  /** The SIP-010 token (`sbtc-token`, 8 decimals: amounts are sats). */
  token: ContractId;
  /** Requests, their status and the protocol's roles (`get-withdrawal-request`). */
  registry: ContractId;
  /** `initiate-withdrawal-request (amount, recipient, max-fee)`. */
  withdrawal: ContractId;
}

/**
 * sBTC's contract ids on a network: the token `/v2/pox` names when it names one (pass
 * `poxSbtcToken`), else the network's known deployment; the registry `/v2/pox` names with that
 * token (`pox_5_sbtc_registry_contract`, pass `poxSbtcRegistry`), else the one beside the token;
 * the withdrawal contract beside the token.
 */
export function sbtcContracts(
  network: NetworkKind,
  poxSbtcToken?: string,
  poxSbtcRegistry?: string,
): SbtcContracts {
  const reported = isContractId(poxSbtcToken);
  const token = reported ? poxSbtcToken : TOKEN_BY_NETWORK[network];
  const deployer = contractDeployer(token);
  return {
    token,
    registry:
      reported && isContractId(poxSbtcRegistry) ? poxSbtcRegistry : `${deployer}.sbtc-registry`,
    withdrawal: `${deployer}.sbtc-withdrawal`,
  };
}
