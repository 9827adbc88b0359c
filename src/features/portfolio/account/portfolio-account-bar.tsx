import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { NetworkKind } from '@/config/networks';
import { Banner } from '@/design-system/banner';
import { linkStyle } from '@/design-system/link-style';
import { routes } from '@/lib/routes';
import { PortfolioAddressForm } from './portfolio-address-form';
import { PORTFOLIO_ADDRESS_PARAM, type PortfolioAccount } from './use-portfolio-account';
import styles from './portfolio-account-bar.module.css';

/** Above the sections: whose account this is, a way to look at another, and for a visitor the
 * explanation and the wallet's Connect (a visitor sees an explanation, the address
 * field and a link to connect). */
export function PortfolioAccountBar({
  account,
  network,
  connectControl,
}: {
  account: PortfolioAccount;
  network: NetworkKind;
  /** The header's wallet control (Install or Connect), given by the route: features do not
   * import each other. */
  connectControl: ReactNode;
}) {
  switch (account.kind) {
    case 'none':
      return (
        <section className={styles.bar} aria-labelledby="portfolio-visitor-heading">
          <h2 id="portfolio-visitor-heading">Whose portfolio?</h2>
          <p>
            Connect your wallet to see your own account, or type any Stacks address to look at it.
          </p>
          <div className={styles.connect}>{connectControl}</div>
          <PortfolioAddressForm network={network} label="Stacks address" />
        </section>
      );
    case 'wrong-network':
      return (
        <section className={styles.bar} aria-labelledby="portfolio-visitor-heading">
          <h2 id="portfolio-visitor-heading">Whose portfolio?</h2>
          <p data-testid="portfolio-wrong-network">
            Your wallet’s account is a {account.wallet} address and Satchel reads {account.app}: its
            balances are not here. Switch Satchel’s network or your wallet’s account, or type any{' '}
            {account.app} Stacks address to look at it.
          </p>
          <PortfolioAddressForm network={network} label="Stacks address" />
        </section>
      );
    case 'invalid-link':
      return (
        <div className={styles.bar}>
          <Banner variant="error" title="This link’s address cannot be shown">
            <p>
              <code>{account.given}</code>: {account.reason}.
            </p>
          </Banner>
          {account.connectedAddress === undefined ? (
            <div className={styles.connect}>{connectControl}</div>
          ) : (
            <ShowMyAccount />
          )}
          <PortfolioAddressForm network={network} label="Stacks address" />
        </div>
      );
    case 'linked':
    case 'connected': {
      const own = account.kind === 'connected' || account.isConnectedAccount;
      return (
        <div className={styles.bar}>
          <p className={styles.viewing} data-testid="portfolio-viewing">
            <span>
              {own ? 'Your connected account' : 'Viewing, read-only'}:{' '}
              <code>{account.address}</code>
            </span>
            {!own && account.connectedAddress !== undefined ? <ShowMyAccount /> : null}
          </p>
          <PortfolioAddressForm network={network} label="Another Stacks address" />
        </div>
      );
    }
  }
}

/** Back to the connected account: the same page without `?address=`, other parameters kept. */
function ShowMyAccount() {
  const [params] = useSearchParams();
  const rest = new URLSearchParams(params);
  rest.delete(PORTFOLIO_ADDRESS_PARAM);
  const query = rest.toString();
  return (
    <RouterLink {...linkStyle()} to={`${routes.portfolio()}${query ? `?${query}` : ''}`}>
      Show my account
    </RouterLink>
  );
}
