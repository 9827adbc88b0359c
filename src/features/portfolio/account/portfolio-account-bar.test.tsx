import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NetworkKind } from '@/config/networks';
import {
  BAD_CHECKSUM_STX_ADDRESS,
  MAINNET_STX_ADDRESS,
  MAINNET_STX_ADDRESS_2,
  stxEntry,
} from '@/mocks/fixtures/wallet-addresses';
import { renderWithAppState } from '@/test/render-with-app-state';
import { PortfolioAccountBar } from './portfolio-account-bar';
import { usePortfolioAccount } from './use-portfolio-account';

function Bar({ network = 'mainnet' }: { network?: NetworkKind }) {
  const account = usePortfolioAccount(network);
  const location = useLocation();
  return (
    <>
      <PortfolioAccountBar
        account={account}
        network={network}
        connectControl={<button type="button">Connect</button>}
      />
      <output data-testid="url">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

describe('PortfolioAccountBar', () => {
  it('explains the page to a visitor, offers Connect and opens a typed address', async () => {
    const user = userEvent.setup();
    renderWithAppState(<Bar />, { url: '/portfolio?chain=mainnet' });
    expect(screen.getByRole('heading', { name: 'Whose portfolio?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeVisible();
    const field = screen.getByLabelText('Stacks address');
    await user.click(screen.getByRole('button', { name: 'Show portfolio' }));
    expect(field).toHaveAccessibleDescription('Enter a Stacks address');
    await user.type(field, BAD_CHECKSUM_STX_ADDRESS);
    expect(field).toHaveAccessibleDescription('Invalid c32check string: checksum mismatch');
    await user.clear(field);
    await user.type(field, MAINNET_STX_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Show portfolio' }));
    expect(screen.getByTestId('url')).toHaveTextContent(
      `/portfolio?chain=mainnet&address=${MAINNET_STX_ADDRESS}`,
    );
    expect(screen.getByTestId('portfolio-viewing')).toHaveTextContent(
      `Viewing, read-only: ${MAINNET_STX_ADDRESS}`,
    );
  });

  it('says why a linked address cannot be shown, in words', () => {
    renderWithAppState(<Bar />, { url: `/portfolio?address=${BAD_CHECKSUM_STX_ADDRESS}` });
    expect(screen.getByRole('alert')).toHaveTextContent(
      `This link’s address cannot be shown${BAD_CHECKSUM_STX_ADDRESS}: Invalid c32check string: checksum mismatch.`,
    );
  });

  it('refuses a testnet address linked on mainnet', () => {
    renderWithAppState(<Bar />, {
      url: '/portfolio?address=ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This is a testnet address; Satchel is on mainnet.',
    );
  });

  it('offers Show my account while the connected wallet views another address', async () => {
    const user = userEvent.setup();
    renderWithAppState(<Bar />, {
      addresses: [stxEntry],
      url: `/portfolio?address=${MAINNET_STX_ADDRESS_2}`,
    });
    expect(screen.getByTestId('portfolio-viewing')).toHaveTextContent(
      `Viewing, read-only: ${MAINNET_STX_ADDRESS_2}`,
    );
    await user.click(screen.getByRole('link', { name: 'Show my account' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/portfolio$/);
    expect(screen.getByTestId('portfolio-viewing')).toHaveTextContent(
      `Your connected account: ${MAINNET_STX_ADDRESS}`,
    );
    expect(screen.queryByRole('link', { name: 'Show my account' })).toBeNull();
  });

  it('does not show a wallet of another network as the connected account', () => {
    renderWithAppState(<Bar network="testnet" />, { addresses: [stxEntry], url: '/portfolio' });
    expect(screen.queryByTestId('portfolio-viewing')).toBeNull();
    expect(screen.getByTestId('portfolio-wrong-network')).toHaveTextContent(
      'Your wallet’s account is a mainnet address and Satchel reads testnet',
    );
    expect(screen.getByLabelText('Stacks address')).toBeVisible();
  });

  it('does not offer a wallet of another network as “my account” beside a link', () => {
    renderWithAppState(<Bar network="testnet" />, {
      addresses: [stxEntry],
      url: '/portfolio?address=ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5',
    });
    expect(screen.getByTestId('portfolio-viewing')).toHaveTextContent('Viewing, read-only');
    expect(screen.queryByRole('link', { name: 'Show my account' })).toBeNull();
  });
});
