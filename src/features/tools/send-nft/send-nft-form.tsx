import { Banner } from '@/design-system/banner';
import { Select } from '@/design-system/select';
import { WalletSubmitButton } from '@/transaction-flow/wallet-submit-button';
import { HeldAssetGate } from '../shared/held-asset-gate';
import { RecipientInput } from '../shared/recipient-input';
import { nftKeyOf } from './send-nft-form-state';
import { SEND_NFT_METHOD, useSendNftForm } from './use-send-nft-form';
import styles from '../send-stx/send-stx-form.module.css';

/** Tools › Send an NFT: one NFT the account holds and a recipient, sent through the wallet's
 * `stx_transferSip9Nft` in Deny mode with the post-condition that the sender sends exactly that
 * NFT. */
export function SendNftForm() {
  const form = useSendNftForm();
  const { nft, nftLabel, state } = form;
  return (
    <HeldAssetGate
      what="NFTs"
      connect={{
        title: 'Connect your wallet to send an NFT',
        note: 'Satchel lists the NFTs your account holds once your wallet is connected: use Connect at the top of the page.',
      }}
      form={form}
      method={SEND_NFT_METHOD}
      held={form.holdings}
    >
      {({ holdings: held, total }, progress) =>
        nft ? (
          <form className={styles.form} onSubmit={form.send} noValidate>
            <Select
              label="NFT"
              name="nft"
              value={nftKeyOf(nft)}
              onValueChange={form.choose}
              options={held.map((h) => ({
                value: nftKeyOf(h),
                label: `${nftLabel(h)} (${h.asset})`,
              }))}
            />
            {total > held.length ? (
              <p className={styles.balance}>
                {`The first ${held.length} of your ${total} NFTs are listed.`}
              </p>
            ) : null}
            <RecipientInput {...form.bind('recipient')} />
            {progress}
            <div className={styles.actions}>
              <WalletSubmitButton phase={state.phase}>Send NFT</WalletSubmitButton>
            </div>
          </form>
        ) : (
          <Banner variant="info" title="No NFTs to send">
            This account holds no NFTs on {form.network.name}. NFTs you receive appear here.
          </Banner>
        )
      }
    </HeldAssetGate>
  );
}
