import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { ExternalLink } from './external-link';
import { ExternalLinkProvider } from './external-link-provider';

// jsdom does not navigate; keep a click from trying.
function preventNavigation() {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}

describe('ExternalLink', () => {
  it('opens a valid http(s) URL in a new tab with no opener and no referrer', () => {
    render(
      <ExternalLink href="https://explorer.hiro.so/txid/0x1?chain=testnet" size="sm">
        View
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'View' });
    expect(link).toHaveAttribute('href', 'https://explorer.hiro.so/txid/0x1?chain=testnet');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(link).toHaveAttribute('data-size', 'sm');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example.com/path',
    'http//missing-colon.example.com',
    'https://',
    '/relative',
    '',
  ])('renders %j as plain text that cannot be opened', (href) => {
    const onOpen = vi.fn();
    render(
      <ExternalLinkProvider onOpen={onOpen}>
        <ExternalLink href={href}>Unsafe</ExternalLink>
      </ExternalLinkProvider>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const text = screen.getByText('Unsafe');
    expect(text.closest('a')).toBeNull();
    fireEvent.click(text);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('reports clicks and middle clicks to the provider, not right clicks', async () => {
    const restore = preventNavigation();
    try {
      const onOpen = vi.fn();
      const onClick = vi.fn();
      render(
        <ExternalLinkProvider onOpen={onOpen}>
          <ExternalLink href="https://leather.io/posts/stacking" onClick={onClick}>
            Learn more
          </ExternalLink>
        </ExternalLinkProvider>,
      );
      const link = screen.getByRole('link', { name: 'Learn more' });
      await userEvent.click(link);
      expect(onOpen).toHaveBeenCalledWith('https://leather.io/posts/stacking');
      expect(onClick).toHaveBeenCalledTimes(1);
      fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
      fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 2 }));
      expect(onOpen).toHaveBeenCalledTimes(2);
    } finally {
      restore();
    }
  });

  it('works without a provider', async () => {
    const restore = preventNavigation();
    try {
      render(<ExternalLink href="https://example.com">Out</ExternalLink>);
      await userEvent.click(screen.getByRole('link', { name: 'Out' }));
      expect(screen.getByRole('link', { name: 'Out' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('has no axe violations', async () => {
    render(
      <p>
        <ExternalLink href="https://example.com">Docs</ExternalLink>{' '}
        <ExternalLink href="javascript:void(0)">Broken</ExternalLink>
      </p>,
    );
    await expectNoAxeViolations();
  });
});
