import { hex } from '@scure/base';
import type { NetworkKind } from '@/config/networks';
import { checkBitcoinAddress, type BitcoinAddressType } from '@/lib/bitcoin-address';

/** A PoX address tuple `{version: (buff 1), hashbytes: (buff 32)}`: the `pox-addr` of a pox-5
 * manager's payout calldata (docs/staking-pox-5.md#signer-managers), as it was pox-4's reward
 * address. */
export interface PoxAddress {
  version: number;
  hashbytes: Uint8Array;
}

type BtcAddressType = BitcoinAddressType;

export type RewardAddressCheck =
  { valid: true; poxAddress: PoxAddress; type: BtcAddressType } | { valid: false; message: string };

/** PoX address versions (pox-4.clar, and sBTC withdrawals: 0x00–0x03 hash modes, 0x04 p2wpkh,
 * 0x05 p2wsh, 0x06 p2tr — stacks-network/sbtc `sbtc-withdrawal.clar`, the notes on
 * `initiate-withdrawal-request`'s recipient, use the same table). Both pay only to these
 * address kinds, so one checker serves both. */
const POX_ADDRESS_VERSION: Readonly<Record<BtcAddressType, number>> = {
  p2pkh: 0x00,
  p2sh: 0x01,
  p2wpkh: 0x04,
  p2wsh: 0x05,
  p2tr: 0x06,
};

/**
 * Checks a BTC payout address on the selected network and turns it into the PoX address
 * tuple. The address rules (checksums, which chain belongs to which network: mainnet bc1…/1…/3…,
 * testnet tb1…/m…/n…/2…, devnet regtest bcrt1… and the testnet forms) are lib/bitcoin-address.ts.
 */
export function parseBtcRewardAddress(address: string, network: NetworkKind): RewardAddressCheck {
  const reading = checkBitcoinAddress(address, network);
  if (reading.valid) {
    const { type, program } = reading;
    return {
      valid: true,
      type,
      poxAddress: { version: POX_ADDRESS_VERSION[type], hashbytes: program },
    };
  }
  if (reading.reason === 'future') {
    return {
      valid: false,
      message:
        'This kind of Bitcoin address cannot receive stacking rewards or sBTC withdrawals. Use a bc1q…, bc1p…, 1… or 3… address.',
    };
  }
  return { valid: false, message: reading.message };
}

/** The pox tuple as hex, for display and comparisons. */
export function poxAddressHex(poxAddress: PoxAddress): { version: string; hashbytes: string } {
  return {
    version: hex.encode(Uint8Array.of(poxAddress.version)),
    hashbytes: hex.encode(poxAddress.hashbytes),
  };
}
