// The payout calldata a signer-manager keeps for a staker, sent as pox-5 `stake`'s
// `signer-calldata (optional (buff 500))`; pox-5 passes it to the manager's `validate-stake!`
// untouched, and each manager reads its own form (`CalldataForm`):
// - the reference manager (fastpool-1, xverse-1, SenseiNode; devnet/vendor/managers/
//   fastpool-1-signer-manager.clar `validate-stake!`): the consensus bytes of
//   `{pox-addr: {version: (buff 1), hashbytes: (buff 32)}, max-fee: uint}`;
// - Fast Pool's max500 (also Asymmetric Research's; devnet/vendor/managers/
//   fastpool-max500-signer-manager.clar `parse-payout-calldata`): `{pox-addr, max-fee, min-claim}`
//   (it still takes the two-field form, giving `min-claim = max-fee + 547`, `default-min-claim`);
// - PlanBetter: `{pox-addr}` alone (devnet/README.md, "Stand-in signer-managers").
// Loaded lazily: it pulls `@stacks/transactions`.
import {
  Cl,
  ClarityType,
  deserializeCV,
  serializeCVBytes,
  type ClarityValue,
} from '@stacks/transactions';
import { hex } from '@scure/base';
import type { NetworkKind } from '@/config/networks';
import { WITHDRAWAL_DUST_LIMIT_SATS } from '../sbtc/withdrawal-errors';
import { DEFAULT_BTC_MAX_FEE_SATS } from './staking-limits';
import { parseBtcRewardAddress, type PoxAddress } from './pox-address';

export interface SignerCalldata {
  poxAddress: PoxAddress;
  /** The most sats the sBTC→BTC withdrawal may charge (sbtc-withdrawal `max-fee`). */
  maxFeeSats: bigint;
  /** max500's floor below which only the staker may trigger a BTC payout; undefined: the
   * contract's own default, `max-fee + 547`. */
  minClaimSats?: bigint;
}

/** Which calldata a manager's `validate-stake!` reads (see the head of this file). */
export type CalldataForm = 'pox-addr-max-fee' | 'max500' | 'pox-addr';

/** max500's `default-min-claim`: `max-fee + DUST_LIMIT + 1`, the least `min-claim` it accepts
 * (`check-payout-config` wants `min-claim > max-fee + 546`). */
function defaultMinClaimSats(maxFeeSats: bigint): bigint {
  return maxFeeSats + WITHDRAWAL_DUST_LIMIT_SATS + 1n;
}

/** pox-5 takes at most 500 bytes of calldata (`(optional (buff 500))`, trait line 395). */
const MAX_CALLDATA_BYTES = 500;

function poxAddrTuple({ version, hashbytes }: PoxAddress): ClarityValue {
  return Cl.tuple({
    version: Cl.buffer(Uint8Array.of(version)),
    hashbytes: Cl.buffer(hashbytes),
  });
}

function calldataTuple(
  { poxAddress, maxFeeSats, minClaimSats }: SignerCalldata,
  form: CalldataForm,
): ClarityValue {
  if (form === 'pox-addr') return Cl.tuple({ 'pox-addr': poxAddrTuple(poxAddress) });
  if (maxFeeSats < 0n) throw new RangeError('A withdrawal fee cap cannot be negative.');
  const twoFields = { 'pox-addr': poxAddrTuple(poxAddress), 'max-fee': Cl.uint(maxFeeSats) };
  if (form === 'pox-addr-max-fee') return Cl.tuple(twoFields);
  const minClaim = minClaimSats ?? defaultMinClaimSats(maxFeeSats);
  if (minClaim < defaultMinClaimSats(maxFeeSats)) {
    throw new RangeError('A minimum claim must exceed the fee cap plus 546 sats.');
  }
  return Cl.tuple({ ...twoFields, 'min-claim': Cl.uint(minClaim) });
}

/** The consensus bytes of the manager's calldata form, as Clarity's `to-consensus-buff?` gives
 * them (the reference form by default). */
export function encodeSignerCalldata(
  calldata: SignerCalldata,
  form: CalldataForm = 'pox-addr-max-fee',
): Uint8Array {
  const bytes = serializeCVBytes(calldataTuple(calldata, form));
  if (bytes.length > MAX_CALLDATA_BYTES) throw new RangeError('Calldata longer than 500 bytes.');
  return bytes;
}

/** The `signer-calldata` argument: `(some 0x…)` for a BTC payout, `none` for sBTC. */
export function signerCalldataCV(
  calldata: SignerCalldata | undefined,
  form: CalldataForm = 'pox-addr-max-fee',
): ClarityValue {
  return calldata ? Cl.some(Cl.buffer(encodeSignerCalldata(calldata, form))) : Cl.none();
}

function bufferBytes(value: ClarityValue | undefined, length?: number): Uint8Array | undefined {
  if (value?.type !== ClarityType.Buffer) return undefined;
  const bytes = hex.decode(value.value);
  return length === undefined || bytes.length === length ? bytes : undefined;
}

/** Bytes (or hex) of a stored calldata → its fields; undefined when it is not that shape. */
export function decodeSignerCalldata(bytes: Uint8Array | string): SignerCalldata | undefined {
  let value: ClarityValue;
  try {
    value = deserializeCV(typeof bytes === 'string' ? bytes.replace(/^0x/, '') : hex.encode(bytes));
  } catch {
    return undefined;
  }
  if (value.type !== ClarityType.Tuple) return undefined;
  const poxAddr = value.value['pox-addr'];
  const maxFee = value.value['max-fee'];
  const minClaim = value.value['min-claim'];
  if (poxAddr?.type !== ClarityType.Tuple || maxFee?.type !== ClarityType.UInt) return undefined;
  if (minClaim !== undefined && minClaim.type !== ClarityType.UInt) return undefined;
  const version = bufferBytes(poxAddr.value.version, 1);
  const hashbytes = bufferBytes(poxAddr.value.hashbytes);
  if (!version || !hashbytes || hashbytes.length > 32) return undefined;
  return {
    poxAddress: { version: version[0] ?? 0, hashbytes },
    maxFeeSats: BigInt(maxFee.value),
    ...(minClaim ? { minClaimSats: BigInt(minClaim.value) } : {}),
  };
}

export type BtcPayoutCheck =
  { valid: true; calldata: SignerCalldata } | { valid: false; message: string };

/** A BTC payout address typed by the person → calldata, checked for the network's Bitcoin chain
 * (pox-address.ts: mainnet bc1…/1…/3…, testnet tb1…, devnet bcrt1… and testnet forms). */
export function btcPayoutCalldata(
  address: string,
  network: NetworkKind,
  maxFeeSats: bigint = DEFAULT_BTC_MAX_FEE_SATS,
): BtcPayoutCheck {
  const check = parseBtcRewardAddress(address, network);
  if (!check.valid) return check;
  return { valid: true, calldata: { poxAddress: check.poxAddress, maxFeeSats } };
}
