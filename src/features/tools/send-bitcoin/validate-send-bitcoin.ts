import type { NetworkKind, NetworkName } from '@/config/networks';
import { checkBitcoinAddress, type BitcoinAddressType } from '@/lib/bitcoin-address';
import { formatSats, MAX_SATS, readBitcoinAmount, type BitcoinUnit } from '@/lib/bitcoin-amount';
import type { WalletMethodParams } from '@/wallet/wallet-method';
import type { sendTransfer } from '@/wallet/methods/send-transfer';

// The Send bitcoin form's rules: the recipient on the selected network's Bitcoin chain, checksum
// included (lib/bitcoin-address.ts), and an amount in BTC or sats the network will relay. The
// request is what `sendTransfer` takes (its schema checks it again before the wallet opens).

export interface SendBitcoinValues {
  recipient: string;
  /** As typed, in `unit`. */
  amount: string;
  unit: BitcoinUnit;
}

type SendBitcoinErrors = Partial<Record<'recipient' | 'amount', string>>;

type SendBitcoinRequest = Extract<WalletMethodParams<typeof sendTransfer>, { address: string }>;

export type SendBitcoinValidation =
  | { valid: true; request: SendBitcoinRequest; sats: bigint }
  | { valid: false; errors: SendBitcoinErrors };

/** Bitcoin Core's dust limits at its default relay fee: an output worth less than it costs to
 * spend is not relayed, so the wallet could never send it. */
const DUST_SATS: Readonly<Record<BitcoinAddressType, bigint>> = {
  p2pkh: 546n,
  p2sh: 540n,
  p2wpkh: 294n,
  p2wsh: 330n,
  p2tr: 330n,
};

export function validateSendBitcoin(
  values: SendBitcoinValues,
  network: { name: NetworkName; kind: NetworkKind },
): SendBitcoinValidation {
  const errors: SendBitcoinErrors = {};
  const recipient = values.recipient.trim();
  const address = recipient
    ? checkBitcoinAddress(recipient, network.kind)
    : ({ valid: false, message: 'Enter the Bitcoin address to send to' } as const);
  if (!address.valid) errors.recipient = address.message;

  const amount = readBitcoinAmount(values.amount, values.unit);
  if (!amount.valid) errors.amount = amount.error;
  else if (amount.sats === 0n) errors.amount = 'Enter an amount above 0';
  else if (amount.sats > MAX_SATS)
    errors.amount = 'More than the 21 million bitcoin there will ever be';
  else if (address.valid && amount.sats < DUST_SATS[address.type]) {
    errors.amount = `At least ${formatSats(DUST_SATS[address.type])} to this kind of address: the Bitcoin network does not relay smaller payments (dust)`;
  }

  if (!address.valid || !amount.valid || errors.amount) return { valid: false, errors };
  return {
    valid: true,
    sats: amount.sats,
    request: { address: recipient, amount: amount.sats.toString(), network: network.name },
  };
}
