import { Banner } from '@/design-system/banner';
import { Select } from '@/design-system/select';
import { TextInput } from '@/design-system/text-input';
import { formatTokenAmount } from '@/lib/token-amount';
import { WalletSubmitButton } from '@/transaction-flow/wallet-submit-button';
import { HeldAssetGate } from '../shared/held-asset-gate';
import { RecipientInput } from '../shared/recipient-input';
import { tokenLabel } from './send-token-form-state';
import { SEND_TOKEN_METHOD, useSendTokenForm } from './use-send-token-form';
import styles from '../send-stx/send-stx-form.module.css';

/** Tools › Send tokens: a SIP-010 token the account holds, a recipient and an amount in the
 * token's decimals, sent through the wallet's `stx_transferSip10Ft` in Deny mode with the one
 * post-condition that the sender sends exactly that amount of that token. */
export function SendTokenForm() {
  const form = useSendTokenForm();
  const { tokens, token, unit, state } = form;
  return (
    <HeldAssetGate
      what="tokens"
      connect={{
        title: 'Connect your wallet to send tokens',
        note: 'Satchel lists the SIP-010 tokens your account holds once your wallet is connected: use Connect at the top of the page.',
      }}
      form={form}
      method={SEND_TOKEN_METHOD}
      held={form.balances}
    >
      {(_balances, progress) =>
        tokens.length === 0 ? (
          <Banner variant="info" title="No tokens to send">
            This account holds no SIP-010 tokens on {form.network.name}. Tokens you receive appear
            here.
          </Banner>
        ) : (
          <form className={styles.form} onSubmit={form.send} noValidate>
            <Select
              label="Token"
              name="token"
              value={token?.asset}
              onValueChange={form.choose}
              options={tokens.map((t) => ({
                value: t.asset,
                label: tokenLabel(t),
                disabled: t.metadata === undefined,
              }))}
            />
            {tokens
              .filter((t) => t.metadataError)
              .map((t) => (
                <p key={t.asset} className={styles.error}>
                  {`${t.contract} cannot be sent here: its name, symbol or decimals could not be read (${t.metadataError?.message ?? ''})`}
                </p>
              ))}
            <RecipientInput {...form.bind('recipient')} />
            <TextInput
              label={`Amount (${unit?.symbol ?? 'token'})`}
              {...form.bind('amount')}
              inputMode="decimal"
              autoComplete="off"
              hint={
                token && unit
                  ? `You hold ${formatTokenAmount(token.balance, unit)} (${unit.decimals} decimals)`
                  : undefined
              }
            />
            <p className={styles.balance}>
              No memo: the wallet method {SEND_TOKEN_METHOD} takes none (SIP-030), so a token
              transfer from here carries no memo. The fee is set by your wallet.
            </p>
            {progress}
            <div className={styles.actions}>
              <WalletSubmitButton phase={state.phase}>Send tokens</WalletSubmitButton>
            </div>
          </form>
        )
      }
    </HeldAssetGate>
  );
}
