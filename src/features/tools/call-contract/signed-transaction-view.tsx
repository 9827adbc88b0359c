import { useId } from 'react';
import { Banner } from '@/design-system/banner';
import { CopyButton } from '@/design-system/copy-button';
import { formatMicroStx } from '@/lib/micro-stx';
import type { SignedContractCall } from './sign-contract-call';
import styles from './call-contract.module.css';

/** The signed transaction from "Sign only", to copy; it was not broadcast. */
export function SignedTransactionView({
  signed,
  sender,
}: {
  signed: SignedContractCall;
  sender: string;
}) {
  const fieldId = useId();
  return (
    <section
      className={styles.result}
      aria-label="Signed transaction"
      data-testid="signed-transaction"
    >
      <p className={styles.note}>
        Signed and not broadcast: nothing happens on chain until someone broadcasts this hex.
      </p>
      {signed.signer !== sender ? (
        <Banner variant="warning" title="Signed by another account">
          The transaction names {signed.signer} as its signer, not your connected account.
        </Banner>
      ) : null}
      {signed.signatureValid ? null : (
        <Banner variant="warning" title="The signature does not verify">
          Your wallet returned a transaction whose signature does not match its signer; a node would
          refuse it.
        </Banner>
      )}
      <label htmlFor={fieldId} className={styles.fieldLabel}>
        Signed transaction (hex)
      </label>
      <textarea
        id={fieldId}
        className={styles.hex}
        readOnly
        rows={5}
        value={signed.transaction}
        spellCheck={false}
      />
      <div className={styles.actions}>
        <CopyButton value={signed.transaction} label="signed transaction" />
      </div>
      <dl className={styles.summary}>
        <dt>Transaction id</dt>
        <dd>
          <code>0x{signed.txid}</code>
        </dd>
        <dt>Nonce</dt>
        <dd>{signed.nonce.toString()}</dd>
        <dt>Fee</dt>
        <dd>{formatMicroStx(signed.feeMicroStx)}</dd>
      </dl>
    </section>
  );
}
