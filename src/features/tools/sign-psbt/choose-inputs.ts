import type { BtcAddressEntry } from '@/wallet/addresses';
import type { DecodedPsbt } from '@/lib/read-psbt';

/**
 * The inputs offered for signing at first: the unsigned ones paying from one of the wallet's
 * Bitcoin addresses; when none is the wallet's (or no wallet is connected), every unsigned one,
 * and the wallet signs those it holds keys for.
 */
export function defaultInputsToSign(
  psbt: DecodedPsbt,
  walletAddresses: readonly BtcAddressEntry[],
): number[] {
  const unsigned = psbt.inputs.filter((input) => !input.signed);
  const ours = new Set(walletAddresses.map((entry) => entry.address));
  const owned = unsigned.filter((input) => input.address !== undefined && ours.has(input.address));
  return (owned.length > 0 ? owned : unsigned).map((input) => input.index);
}
