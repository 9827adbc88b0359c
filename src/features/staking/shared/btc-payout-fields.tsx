import { TextInput } from '@/design-system/text-input';
import { formatSats } from '@/lib/bitcoin-amount';
import { smallestBtcPayoutSats } from './read-btc-payout';

interface BtcPayoutFieldsProps {
  btcAddress: string;
  maxFee: string;
  errors: {
    btcAddress?: string | undefined;
    maxFee?: string | undefined;
    minClaim?: string | undefined;
  };
  onBtcAddressChange: (value: string) => void;
  onMaxFeeChange: (value: string) => void;
  onBtcAddressLeave: () => void;
  onMaxFeeLeave: () => void;
  /** Why the address is asked for, where the form has more to say. */
  addressHint?: string;
  /** A max500 manager's `min-claim`, asked only for one. */
  minClaim?: {
    value: string;
    onChange: (value: string) => void;
    onLeave: () => void;
  };
}

/** A Bitcoin payout as the managers store it, `{pox-addr, max-fee}` calldata
 * (docs/staking-pox-5.md#signer-managers): the address and the fee cap, with the smallest payout
 * that cap lets reach Bitcoin (docs/staking-pox-5.md#rewards). One pair of fields for the Stake and
 * Update forms. */
export function BtcPayoutFields({
  btcAddress,
  maxFee,
  errors,
  onBtcAddressChange,
  onMaxFeeChange,
  onBtcAddressLeave,
  onMaxFeeLeave,
  addressHint,
  minClaim,
}: BtcPayoutFieldsProps) {
  return (
    <>
      <TextInput
        label="Bitcoin address for your rewards"
        name="btcAddress"
        autoComplete="off"
        spellCheck={false}
        value={btcAddress}
        onChange={(event) => onBtcAddressChange(event.target.value)}
        onBlur={onBtcAddressLeave}
        error={errors.btcAddress}
        hint={addressHint}
      />
      <TextInput
        label="Most the Bitcoin fee may take (sats)"
        name="maxFee"
        type="number"
        autoComplete="off"
        value={maxFee}
        onChange={(event) => onMaxFeeChange(event.target.value)}
        onBlur={onMaxFeeLeave}
        error={errors.maxFee}
        hint={
          /^\d{1,7}$/.test(maxFee)
            ? `A cycle’s payout below ${formatSats(smallestBtcPayoutSats(BigInt(maxFee)))} cannot be sent to Bitcoin`
            : 'Each payout to Bitcoin pays its network fee, up to this cap'
        }
      />
      {minClaim ? (
        <TextInput
          label="Smallest payout others may send to Bitcoin (sats)"
          name="minClaim"
          type="number"
          autoComplete="off"
          value={minClaim.value}
          onChange={(event) => minClaim.onChange(event.target.value)}
          onBlur={minClaim.onLeave}
          error={errors.minClaim}
          hint="Anyone may pay your rewards out to Bitcoin once this much has built up, and each payout may spend up to the fee cap; below it, only you can"
        />
      ) : null}
    </>
  );
}
