import { Banner } from '@/design-system/banner';
import { Select } from '@/design-system/select';
import { Shimmer } from '@/design-system/shimmer';
import { TextInput } from '@/design-system/text-input';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import { isTransactionFlowSent } from '@/transaction-flow/transaction-flow-state';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import { WalletSubmitButton } from '@/transaction-flow/wallet-submit-button';
import { ReadFailure } from '../shared/read-failure';
import { SendAnother } from '../shared/send-another';
import { nftKeyOf } from './send-nft-form-state';
import { SEND_NFT_METHOD, useSendNftForm } from './use-send-nft-form';
import styles from '../send-stx/send-stx-form.module.css';

/** Tools › Send an NFT: one NFT the account holds and a recipient, sent through the wallet's
 * `stx_transferSip9Nft` in Deny mode with the post-condition that the sender sends exactly that
 * NFT. */
export function SendNftForm() {
  const form = useSendNftForm();
  const { holdings, nft, nftLabel, state } = form;

  if (!form.sender) {
    return (
      <Banner variant="info" title="Connect your wallet to send an NFT">
        Satchel lists the NFTs your account holds once your wallet is connected: use Connect at the
        top of the page.
      </Banner>
    );
  }
  if (form.unsupported) return <UnsupportedMethodNotice method={SEND_NFT_METHOD} />;
  if (holdings.error) {
    return (
      <ReadFailure
        title="Could not read your NFTs"
        error={holdings.error}
        onRetry={() => void holdings.refetch()}
        retrying={holdings.isFetching}
      />
    );
  }
  if (!holdings.data) return <Shimmer lines={3} label="Loading your NFTs…" />;

  const { holdings: held, total } = holdings.data;
  const progress = <TransactionProgress state={state} label={form.label} />;

  if (isTransactionFlowSent(state)) {
    return (
      <>
        {progress}
        <SendAnother onClick={form.startOver} />
      </>
    );
  }

  if (!nft) {
    return (
      <Banner variant="info" title="No NFTs to send">
        This account holds no NFTs on {form.network.name}. NFTs you receive appear here.
      </Banner>
    );
  }

  return (
    <form className={styles.form} onSubmit={form.send} noValidate>
      <Select
        label="NFT"
        name="nft"
        value={nftKeyOf(nft)}
        onValueChange={form.choose}
        options={held.map((h) => ({ value: nftKeyOf(h), label: `${nftLabel(h)} (${h.asset})` }))}
      />
      {total > held.length ? (
        <p className={styles.balance}>
          {`The first ${held.length} of your ${total} NFTs are listed.`}
        </p>
      ) : null}
      <TextInput
        label="Recipient"
        {...form.bind('recipient')}
        autoComplete="off"
        spellCheck={false}
        hint="A Stacks address, or a contract as address.contract-name"
      />
      {progress}
      <div className={styles.actions}>
        <WalletSubmitButton phase={state.phase}>Send NFT</WalletSubmitButton>
      </div>
    </form>
  );
}
