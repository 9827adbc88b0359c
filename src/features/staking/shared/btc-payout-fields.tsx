import { TextInput } from '@/design-system/text-input';
import { formatSats } from '@/lib/bitcoin-amount';
import { smallestBtcPayoutSats } from './read-btc-payout';

interface BtcPayoutFieldsProps {
  btcAddress: string;
  maxFee: string;
  errors: { btcAddress?: string | undefined; maxFee?: string | undefined };
  onBtcAddressChange: (value: string) => void;
  onMaxFeeChange: (value: string) => void;
  onBtcAddressLeave: () => void;
  onMaxFeeLeave: () => void;
  /** Why the address is asked for, where the form has more to say. */
  addressHint?: string;
}

/** A Bitcoin payout as the managers store it, `{pox-addr, max-fee}` calldata (pox-5.md §5): the
 * address and the fee cap, with the smallest payout that cap lets reach Bitcoin (§4). One pair of
 * fields for the Stake and Update forms. */
export function BtcPayoutFields({
  btcAddress,
  maxFee,
  errors,
  onBtcAddressChange,
  onMaxFeeChange,
  onBtcAddressLeave,
  onMaxFeeLeave,
  addressHint,
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
    </>
  );
}
