import { TextInput } from '@/design-system/text-input';
import { formatSats } from '@/lib/bitcoin-amount';
import type { BoundField } from '@/lib/use-field-binding';
import { smallestBtcPayoutSats, type BtcPayoutValues } from './read-btc-payout';

interface BtcPayoutFieldsProps {
  /** The form's binding (useFieldBinding) for the payout's fields. */
  bind: (field: keyof BtcPayoutValues) => BoundField;
  /** Why the address is asked for, where the form has more to say. */
  addressHint?: string;
  /** A max500 manager keeps a `min-claim`: asked only for one. */
  asksMinClaim: boolean;
}

/** A Bitcoin payout as the managers store it, `{pox-addr, max-fee}` calldata
 * (devnet/vendor/managers/): the address and the fee cap, with the smallest payout that cap lets
 * reach Bitcoin. One set of fields for the Stake and Update forms. */
export function BtcPayoutFields({ bind, addressHint, asksMinClaim }: BtcPayoutFieldsProps) {
  const maxFee = bind('maxFee');
  return (
    <>
      <TextInput
        label="Bitcoin address for your rewards"
        autoComplete="off"
        spellCheck={false}
        {...bind('btcAddress')}
        hint={addressHint}
      />
      <TextInput
        label="Most the Bitcoin fee may take (sats)"
        type="number"
        autoComplete="off"
        {...maxFee}
        hint={
          /^\d{1,7}$/.test(maxFee.value)
            ? `A cycle’s payout below ${formatSats(smallestBtcPayoutSats(BigInt(maxFee.value)))} cannot be sent to Bitcoin`
            : 'Each payout to Bitcoin pays its network fee, up to this cap'
        }
      />
      {asksMinClaim ? (
        <TextInput
          label="Smallest payout others may send to Bitcoin (sats)"
          type="number"
          autoComplete="off"
          {...bind('minClaim')}
          hint="Anyone may pay your rewards out to Bitcoin once this much has built up, and each payout may spend up to the fee cap; below it, only you can"
        />
      ) : null}
    </>
  );
}
