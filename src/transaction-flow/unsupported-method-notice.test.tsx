import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnsupportedMethodNotice } from './unsupported-method-notice';

describe('UnsupportedMethodNotice', () => {
  it('says which method, and points to the Wallet tool', () => {
    render(
      <MemoryRouter>
        <UnsupportedMethodNotice method="signPsbt" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your wallet does not support signPsbt');
    expect(screen.getByRole('link', { name: 'Wallet tool' })).toHaveAttribute(
      'href',
      '/tools/wallet',
    );
  });
});
