import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { Link } from './link';

describe('Link', () => {
  it('defaults to an underlined medium link', () => {
    render(<Link href="/a">Docs</Link>);
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link.dataset).toMatchObject({ size: 'md', variant: 'underlined' });
    expect(link).not.toHaveAttribute('target');
  });

  it('takes a size and a variant', () => {
    render(
      <Link href="/b" size="sm" variant="text">
        Out
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Out' });
    expect(link.dataset).toMatchObject({ size: 'sm', variant: 'text' });
  });

  it('styles its child instead of rendering an anchor when asChild is set', () => {
    render(
      <Link asChild size="lg">
        <a href="/router" data-testid="child">
          Routed
        </a>
      </Link>,
    );
    const link = screen.getByTestId('child');
    expect(link).toHaveAttribute('data-size', 'lg');
    expect(link.className).not.toBe('');
  });

  it('has no axe violations', async () => {
    render(
      <p>
        <Link href="/a">One</Link>{' '}
        <Link href="/b" variant="text">
          Two
        </Link>
      </p>,
    );
    await expectNoAxeViolations();
  });
});
