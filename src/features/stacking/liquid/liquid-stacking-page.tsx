import { Banner } from '@/design-system/banner';
import { ExternalLink } from '@/design-system/external-link';
import { formatMicroStx } from '@/lib/micro-stx';
import type { ActiveNetwork } from '@/stacks/active-network';
import type { LiquidProtocol } from '@/stacks/stacking/stacking-protocols';
import { LiquidDepositForm } from './liquid-deposit-form';
import { LiquidHolding } from './liquid-holding';
import { LiquidPageLink } from './liquid-page-link';
import { protocolIntro } from './liquid-protocol-words';
import { useLiquidPage } from './use-liquid-page';
import styles from '../shared/stacking-page.module.css';

export type LiquidPageView = 'start' | 'increase' | 'active';

const HEADINGS: Record<LiquidPageView, (protocol: LiquidProtocol) => string> = {
  start: (protocol) => `Liquid stacking with ${protocol.name}`,
  increase: (protocol) => `Add to your ${protocol.name} stacking`,
  active: (protocol) => `Your ${protocol.name} position`,
};

/**
 * /stacking/liquid/:slug (start), …/increase and …/active. Every state has words: an unknown
 * protocol, one not deployed on the selected network, no wallet connected, then the page itself.
 */
export function LiquidStackingPage({ slug, view }: { slug: string; view: LiquidPageView }) {
  const { network, target, sender } = useLiquidPage(slug);

  if (target.found === 'unknown') {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>Protocol not found</h1>
        <p className={styles.lead}>
          Satchel offers no liquid-stacking protocol called <code>{target.slug}</code>. It may be
          mistyped, or the link may be old.
        </p>
        <p>
          <LiquidPageLink to="/stacking">See the protocols and pools Satchel offers</LiquidPageLink>
        </p>
      </div>
    );
  }
  if (target.found === 'elsewhere') {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{HEADINGS[view](target.listed)}</h1>
        <Banner
          variant="info"
          title={`Liquid stacking is not available on ${network.name}`}
          action={<LiquidPageLink to="/stacking">Back to stacking</LiquidPageLink>}
        >
          {target.listed.name} runs on mainnet (and on the local devnet). Switch network in the
          header to stack with it.
        </Banner>
      </div>
    );
  }

  const { protocol } = target;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{HEADINGS[view](protocol)}</h1>
      <p className={styles.lead}>{protocolIntro(protocol)}</p>
      {sender === undefined ? <NotConnected protocol={protocol} view={view} /> : null}
      {view === 'active' ? (
        sender === undefined ? null : (
          <ActiveView network={network} protocol={protocol} sender={sender} />
        )
      ) : (
        <DepositView network={network} protocol={protocol} sender={sender} view={view} />
      )}
      <ProtocolFacts protocol={protocol} />
    </div>
  );
}

function NotConnected({ protocol, view }: { protocol: LiquidProtocol; view: LiquidPageView }) {
  const what =
    view === 'active'
      ? `see your ${protocol.token.symbol} and pending deposits`
      : `deposit STX with ${protocol.name}`;
  return (
    <Banner variant="info" title={`Connect your wallet to ${what}`}>
      Use the Connect button at the top of the page. Satchel then reads your available STX and your{' '}
      {protocol.token.symbol} balance; nothing is signed without your approval in the wallet.
      {view === 'active' ? null : ' You can try an amount in the form now.'}
    </Banner>
  );
}

function DepositView({
  network,
  protocol,
  sender,
  view,
}: {
  network: ActiveNetwork;
  protocol: LiquidProtocol;
  sender: string | undefined;
  view: 'start' | 'increase';
}) {
  return (
    <>
      {view === 'increase' && sender !== undefined ? (
        <section className={styles.section} aria-labelledby="liquid-holding-heading">
          <h2 id="liquid-holding-heading">What you hold now</h2>
          <LiquidHolding network={network} protocol={protocol} sender={sender} />
          <p>
            Adding more is the same {protocol.name} <code>{protocol.functionName}</code> call as the
            first deposit; your new {protocol.token.symbol} adds to what you hold.
          </p>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="liquid-deposit-heading">
        <h2 id="liquid-deposit-heading">
          {view === 'increase' ? 'Deposit more STX' : 'Deposit STX'}
        </h2>
        <LiquidDepositForm network={network} protocol={protocol} sender={sender} intent={view} />
      </section>
    </>
  );
}

function ActiveView({
  network,
  protocol,
  sender,
}: {
  network: ActiveNetwork;
  protocol: LiquidProtocol;
  sender: string;
}) {
  return (
    <>
      <section className={styles.section} aria-labelledby="liquid-holding-heading">
        <h2 id="liquid-holding-heading">What you hold</h2>
        <LiquidHolding network={network} protocol={protocol} sender={sender} />
        {protocol.slug === 'lisa' && network.kind === 'mainnet' ? (
          <p>
            LISA mints {protocol.token.symbol} at the start of the next stacking cycle: a request
            shows as a pending mint until then.
          </p>
        ) : null}
        <div className={styles.actions}>
          <LiquidPageLink to={`/stacking/liquid/${protocol.slug}/increase`}>
            Add more STX
          </LiquidPageLink>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="liquid-withdraw-heading">
        <h2 id="liquid-withdraw-heading">Withdrawing</h2>
        <p>
          Turning {protocol.token.symbol} back into STX is done on {protocol.name}’s own site.
          Satchel does not build withdrawals.
        </p>
        <p>
          <ExternalLink href={protocol.website}>Withdraw on {protocol.name}’s site</ExternalLink>
        </p>
      </section>
    </>
  );
}

function ProtocolFacts({ protocol }: { protocol: LiquidProtocol }) {
  return (
    <section className={styles.section} aria-labelledby="liquid-facts-heading">
      <h2 id="liquid-facts-heading">About {protocol.name}</h2>
      <dl className={styles.facts}>
        <dt>Contract</dt>
        <dd>
          <code>{protocol.contract}</code>
        </dd>
        <dt>Function</dt>
        <dd>
          <code>{protocol.functionName}</code>
        </dd>
        <dt>Token</dt>
        <dd>{protocol.token.symbol}</dd>
        <dt>Minimum</dt>
        <dd>{formatMicroStx(protocol.minMicroStx)}</dd>
        <dt>Website</dt>
        <dd>
          <ExternalLink href={protocol.website}>
            {protocol.website.replace(/^https:\/\//, '')}
          </ExternalLink>
        </dd>
      </dl>
    </section>
  );
}
