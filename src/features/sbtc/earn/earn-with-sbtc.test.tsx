import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAppState } from '@/test/render-with-app-state';
import { SBTC_VENUES } from '../sbtc-links';
import { EarnWithSbtc } from './earn-with-sbtc';

function renderEarn() {
  renderWithAppState(<EarnWithSbtc />);
  return screen.getByRole('region', { name: 'Earn with sBTC' });
}

describe('EarnWithSbtc', () => {
  it('links staking inside the app', () => {
    const section = renderEarn();
    const link = within(section).getByRole('link', { name: 'Stake STX' });
    expect(link).toHaveAttribute('href', '/staking');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens every other link in a new tab over https with no opener or referrer', () => {
    const section = renderEarn();
    const external = within(section)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') !== '/staking');
    // The bond guide and every venue.
    expect(external).toHaveLength(SBTC_VENUES.length + 1);
    for (const link of external) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(
      within(section).getByRole('link', { name: 'How to open a bond position' }),
    ).toHaveAttribute(
      'href',
      'https://docs.stacks.co/operate/protocol-bonds/opening-a-bond-position',
    );
  });

  it('names no yields or figures for the venues', () => {
    const section = renderEarn();
    expect(section.textContent).not.toMatch(/%|APY|APR|\$/i);
  });

  it('mentions the closed rewards program exactly once', () => {
    const section = renderEarn();
    expect(section.textContent.match(/rewards program/g)).toHaveLength(1);
    expect(section).toHaveTextContent('closed on 27 August 2026');
    expect(section).toHaveTextContent('enrolment is no longer possible');
  });
});
