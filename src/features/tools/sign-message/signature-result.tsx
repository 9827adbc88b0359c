import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@/design-system/link';
import { routes, VERIFY_LINK_MESSAGE_MAX_CHARS } from '@/lib/routes';
import { CopyValue } from '../shared/copy-value';
import type { SignMessageOutcome } from './send-sign-request';
import type { SignMessageValues } from './validate-sign-message';
import styles from './sign-message-form.module.css';
import { formatNumber } from '@/lib/format-number';

/** The region named "Signature": what the wallet signed with, each value with a copy button, and
 * for a Stacks signature a link that opens Verify a message with everything filled in. */
export function SignatureResult({
  outcome,
  values,
}: {
  outcome: SignMessageOutcome;
  values: SignMessageValues;
}) {
  const headingId = useId();
  return (
    <section className={styles.result} role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.resultHeading}>
        Signature
      </h2>
      <dl className={styles.values}>
        <CopyValue label="Signature" value={outcome.signature} />
        {outcome.kind === 'bitcoin' ? (
          <CopyValue label="Bitcoin address" value={outcome.address} />
        ) : (
          <>
            <CopyValue label="Public key" value={outcome.publicKey} />
            {outcome.address === undefined ? null : (
              <CopyValue label="Stacks address" value={outcome.address} />
            )}
          </>
        )}
      </dl>
      {outcome.kind !== 'bitcoin' && outcome.address === undefined ? (
        <p className={styles.error}>The wallet answered a public key that is not a valid key.</p>
      ) : null}
      {outcome.kind === 'bitcoin' ? null : values.message.length > VERIFY_LINK_MESSAGE_MAX_CHARS ? (
        // The verify page would drop a longer message and find the signature invalid.
        <p className={styles.note}>
          This message is too long to carry in a Verify link (over{' '}
          {formatNumber(VERIFY_LINK_MESSAGE_MAX_CHARS)} characters): copy the values above into
          Verify a message instead.
        </p>
      ) : (
        <Link asChild>
          <RouterLink
            to={routes.verifyMessage({
              type: outcome.kind,
              message: values.message,
              signature: outcome.signature,
              publicKey: outcome.publicKey,
              ...(outcome.kind === 'structured'
                ? {
                    name: values.domainName,
                    version: values.domainVersion,
                    chainId: values.chainId,
                  }
                : {}),
            })}
          >
            Verify this signature
          </RouterLink>
        </Link>
      )}
    </section>
  );
}
