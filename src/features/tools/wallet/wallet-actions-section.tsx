import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/design-system/button';
import { Select } from '@/design-system/select';
import { TextInput } from '@/design-system/text-input';
import { describeWalletError } from '@/wallet/describe-wallet-error';
import { toWalletError, WalletRequestValidationError } from '@/wallet/errors';
import { open } from '@/wallet/methods/open';
import { openSwap } from '@/wallet/methods/open-swap';
import { stxUpdateProfile } from '@/wallet/methods/stx-update-profile';
import { requestWallet } from '@/wallet/wallet-client';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import {
  isUnsupportedMethodError,
  useWalletMethodSupport,
} from '@/wallet/use-wallet-method-support';
import { useWalletAction } from './use-wallet-action';
import { WalletToolSection } from './wallet-tool-section';
import styles from './wallet-tool.module.css';

/** What Leather's swap takes: a symbol, or a token's contract id (open-swap.ts). */
const SWAP_ASSETS = [
  { value: 'STX', label: 'STX' },
  { value: 'sBTC', label: 'sBTC' },
  { value: 'BTC', label: 'BTC' },
] as const;

const OPEN_MODES = [
  { value: 'popup', label: 'Popup' },
  { value: 'fullpage', label: 'Full page' },
] as const;

/** A wallet's answer in words: its refusal, or what it said it did. */
function Outcome({
  error,
  success,
  method,
}: {
  error: unknown;
  success: string | undefined;
  method: string;
}) {
  if (error) {
    if (isUnsupportedMethodError(error)) return <UnsupportedMethodNotice method={method} />;
    return (
      <p className={styles.error} role="alert">
        {describeWalletError(toWalletError(error))}
      </p>
    );
  }
  return success ? (
    <p className={styles.success} role="status">
      {success}
    </p>
  ) : null;
}

export function WalletActionsSection() {
  return (
    <WalletToolSection id="wallet-actions" title="Open the wallet">
      <OpenWallet />
      <OpenSwap />
      <UpdateProfile />
    </WalletToolSection>
  );
}

function OpenWallet() {
  const [mode, setMode] = useState<'popup' | 'fullpage'>('popup');
  const action = useWalletAction(() => requestWallet(open, { mode }));
  return (
    <div className={styles.action}>
      <div className={styles.actions}>
        <Select
          label="Open as"
          value={mode}
          onValueChange={(value) => setMode(value === 'fullpage' ? 'fullpage' : 'popup')}
          options={OPEN_MODES}
        />
        <Button disabled={action.asking} onClick={() => action.ask(undefined)}>
          Open wallet
        </Button>
      </div>
      <Outcome
        method="open"
        error={action.error}
        success={
          action.answer === undefined
            ? undefined
            : action.answer.success
              ? 'Your wallet opened.'
              : 'Your wallet answered that it could not open.'
        }
      />
    </div>
  );
}

function OpenSwap() {
  const support = useWalletMethodSupport('openSwap');
  const [base, setBase] = useState('STX');
  const [quote, setQuote] = useState('sBTC');
  const action = useWalletAction(() => requestWallet(openSwap, { base, quote }));
  if (support === 'unsupported') return <UnsupportedMethodNotice method="openSwap" />;
  const same = base === quote;
  return (
    <div className={styles.action}>
      <div className={styles.actions}>
        <Select label="Swap from" value={base} onValueChange={setBase} options={SWAP_ASSETS} />
        <Select label="Swap to" value={quote} onValueChange={setQuote} options={SWAP_ASSETS} />
        <Button
          variant="outline"
          disabled={action.asking || same}
          onClick={() => action.ask(undefined)}
        >
          Open swap
        </Button>
      </div>
      {same ? <p className={styles.note}>Choose two different assets to swap.</p> : null}
      <Outcome
        method="openSwap"
        error={action.error}
        success={
          action.answer ? `Your wallet opened its swap: ${action.answer.message}` : undefined
        }
      />
    </div>
  );
}

/** A profile is a schema.org Person; this form sets its name. A wallet that does not have the
 * method is told so, as for Open swap. */
function UpdateProfile() {
  const support = useWalletMethodSupport('stx_updateProfile');
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const action = useWalletAction((person: { '@type': 'Person'; name: string }) =>
    requestWallet(stxUpdateProfile, { person }),
  );
  if (support === 'unsupported') return <UnsupportedMethodNotice method="stx_updateProfile" />;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setFieldError('Enter the name your profile should show');
      return;
    }
    setFieldError(undefined);
    action.ask({ '@type': 'Person', name: trimmed });
  };
  // The request's own check (e.g. over 128 characters) belongs beside the field.
  const requestError =
    action.error instanceof WalletRequestValidationError ? action.error.message : undefined;

  let success: string | undefined;
  if (action.answer?.status === 'broadcast') success = `Profile update sent: ${action.answer.txid}`;
  else if (action.answer?.status === 'proposed') success = 'Profile update proposed to co-signers.';

  return (
    <form className={styles.action} onSubmit={submit} noValidate aria-labelledby="wallet-profile">
      <h3 id="wallet-profile" className={styles.subheading}>
        Update profile
      </h3>
      <TextInput
        label="Name"
        name="profile-name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldError ?? requestError}
        hint="Saved by your wallet as a schema.org Person"
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={action.asking}>
          Update profile
        </Button>
      </div>
      <Outcome
        method="stx_updateProfile"
        error={requestError ? undefined : action.error}
        success={success}
      />
    </form>
  );
}
