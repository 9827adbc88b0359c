import { CopyButton } from '@/design-system/copy-button';
import { ExternalLink } from '@/design-system/external-link';
import { FactList, PageSection } from '@/design-system/page-layout';
import { buildExplorerContractUrl } from '@/lib/links';
import { explorerNetworkParams } from '@/stacks/active-network';
import type { SbtcSectionProps } from '../sbtc-section-props';
import styles from './what-is-sbtc.module.css';

// The three sentences, checked against docs.stacks.co:
// - "sBTC is a SIP-010 standard fungible token" with `token-decimals (u8)`:
//   https://docs.stacks.co/sbtc/clarity-contracts/sbtc-token
// - backed 1:1 by BTC that a set of signers hold together (threshold signatures), redeemed by a
//   withdrawal request: SIP-028 (https://github.com/stacksgov/sips/pull/186) and
//   https://docs.stacks.co/sbtc/user-guides ("depositing and withdrawing their BTC in and out").
// - in: send BTC to the signers' deposit address; out: `initiate-withdrawal-request` on
//   `.sbtc-withdrawal`, after which the signers send BTC:
//   https://docs.stacks.co/misc.-guides/sbtc/how-to-use-the-sbtc-js-library-for-bridging/sbtc-to-btc

/** What sBTC is, and the token's contract on the page's network (the one `/v2/pox` names when
 * it names one), to check a wallet or an app against. Static: it reads nothing. */
export function WhatIsSbtc({ network, contracts }: SbtcSectionProps) {
  return (
    <PageSection title="What is sBTC">
      <p>
        sBTC is a SIP-010 token on Stacks, backed one for one by bitcoin that a decentralised set of
        signers hold together. You bridge in by sending BTC to the signers, and back out by making a
        withdrawal request, after which they send BTC to your Bitcoin address. Like bitcoin it has 8
        decimals, so one sBTC is 100,000,000 sats.
      </p>
      <FactList>
        <dt>Token contract</dt>
        <dd className={styles.contract}>
          <code data-testid="sbtc-token-contract">{contracts.token}</code>
          <CopyButton value={contracts.token} label="token contract id" />
        </dd>
      </FactList>
      <p className={styles.explorer}>
        <ExternalLink
          href={buildExplorerContractUrl({
            contractId: contracts.token,
            ...explorerNetworkParams(network),
          })}
        >
          The token contract on the explorer
        </ExternalLink>
      </p>
    </PageSection>
  );
}
