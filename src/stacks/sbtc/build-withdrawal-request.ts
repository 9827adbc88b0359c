// `initiate-withdrawal-request` — sBTC back to bitcoin. Loaded lazily: it pulls
// `@stacks/transactions`.
import { Cl, Pc } from '@stacks/transactions';
import type { NetworkKind } from '@/config/networks';
import { splitContractId } from '../contract-id';
import { denyModeContractCall, type DenyModeContractCallRequest } from '../deny-mode-contract-call';
import { parseBtcRewardAddress } from '../staking/pox-address';
import { SBTC_ASSET_NAME } from './sbtc-token';
import type { SbtcContracts } from './sbtc-contracts';
import { WITHDRAWAL_DUST_LIMIT_SATS } from './withdrawal-errors';

export interface BuildWithdrawalRequestInput {
  network: NetworkKind;
  contracts: SbtcContracts;
  sender: string;
  amountSats: bigint;
  maxFeeSats: bigint;
  /** The Bitcoin address the signers pay; checked for `network`. */
  btcAddress: string;
}

/**
 * stacks-network/sbtc `contracts/contracts/sbtc-withdrawal.clar`:
 * `(initiate-withdrawal-request (amount uint) (recipient {version: (buff 1), hashbytes: (buff 32)})
 * (max-fee uint))` → `(ok request-id)`. It locks `amount + max-fee` of the sender's sBTC
 * (`protocol-lock`: the token's `ft-burn?` of sbtc-token and a mint of sbtc-token-locked), so the
 * one post-condition is that the sender sends at most that much sBTC — a burn counts as sent for
 * post-conditions. On accept the signers pay `amount` to the address and mint back the part of
 * `max-fee` the Bitcoin fee did not use; on reject the whole `amount + max-fee` is unlocked back
 * to the sender (`protocol-unlock`).
 */
export function buildWithdrawalRequest({
  network,
  contracts,
  sender,
  amountSats,
  maxFeeSats,
  btcAddress,
}: BuildWithdrawalRequestInput): DenyModeContractCallRequest {
  if (amountSats <= WITHDRAWAL_DUST_LIMIT_SATS)
    throw new RangeError(
      `The amount must be above the dust limit of ${WITHDRAWAL_DUST_LIMIT_SATS.toString()} sats.`,
    );
  if (maxFeeSats < 0n) throw new RangeError('The maximum fee cannot be negative.');
  const recipient = parseBtcRewardAddress(btcAddress.trim(), network);
  if (!recipient.valid) throw new RangeError(recipient.message);
  const { version, hashbytes } = recipient.poxAddress;
  const [tokenAddress, tokenName] = splitContractId(contracts.token);
  return denyModeContractCall(
    contracts.withdrawal,
    'initiate-withdrawal-request',
    [
      Cl.uint(amountSats),
      Cl.tuple({ version: Cl.buffer(Uint8Array.of(version)), hashbytes: Cl.buffer(hashbytes) }),
      Cl.uint(maxFeeSats),
    ],
    [
      Pc.principal(sender)
        .willSendLte(amountSats + maxFeeSats)
        .ft(`${tokenAddress}.${tokenName}`, SBTC_ASSET_NAME),
    ],
  );
}
