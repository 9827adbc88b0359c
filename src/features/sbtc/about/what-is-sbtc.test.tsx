import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { renderWithAppState } from '@/test/render-with-app-state';
import { WhatIsSbtc } from './what-is-sbtc';
import { testNetwork } from '@/test/networks';

const mainnet = testNetwork('mainnet');
const testnet = testNetwork('testnet');

describe('WhatIsSbtc', () => {
  it('says what sBTC is in three sentences', () => {
    renderWithAppState(
      <WhatIsSbtc network={mainnet} contracts={sbtcContracts('mainnet')} address={undefined} />,
    );
    const section = screen.getByRole('region', { name: 'What is sBTC' });
    const text = section.querySelector('p')?.textContent ?? '';
    expect(text.match(/[.!?](\s|$)/g)).toHaveLength(3);
    expect(text).toContain('SIP-010');
    expect(text).toContain('8 decimals');
    expect(text).toContain('withdrawal request');
  });

  it.each([
    ['mainnet', mainnet, 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token', 'chain=mainnet'],
    ['testnet', testnet, 'ST1F7QA2MDF17S807EPA36TSS8AMEFY4KA9TVGWXT.sbtc-token', 'chain=testnet'],
  ] as const)(
    'shows the %s token contract, a copy button and its explorer page',
    (kind, network, id, chain) => {
      renderWithAppState(
        <WhatIsSbtc network={network} contracts={sbtcContracts(kind)} address={undefined} />,
      );
      expect(screen.getByTestId('sbtc-token-contract')).toHaveTextContent(id);
      expect(screen.getByRole('button', { name: 'Copy token contract id' })).toBeInTheDocument();
      const link = screen.getByRole('link', { name: /token contract on the explorer/ });
      expect(link).toHaveAttribute('href', expect.stringContaining(`/txid/${id}?${chain}`));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  it('shows the token /v2/pox names when it differs from the known deployment', () => {
    const pox = 'ST000000000000000000002AMW42H.sbtc-token';
    renderWithAppState(
      <WhatIsSbtc
        network={testnet}
        contracts={sbtcContracts('testnet', pox)}
        address={undefined}
      />,
    );
    expect(screen.getByTestId('sbtc-token-contract')).toHaveTextContent(pox);
  });
});
