import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Sip018DomainFields } from './sip018-domain-fields';

describe('Sip018DomainFields', () => {
  it('asks the chain id in a text field with the numeric keyboard (docs/wallet-protocol.md#validation-messages)', () => {
    render(
      <Sip018DomainFields
        bind={(field) => ({
          name: field,
          value: { domainName: 'Satchel', domainVersion: '1.0.0', chainId: '1' }[field],
          onChange: vi.fn(),
          onBlur: vi.fn(),
          error: undefined,
          'aria-invalid': undefined,
        })}
      />,
    );
    const chainId = screen.getByRole('textbox', { name: 'Chain ID' });
    expect(chainId).toHaveAttribute('type', 'text');
    expect(chainId).toHaveAttribute('inputmode', 'numeric');
    expect(chainId).toHaveAttribute('pattern', '[0-9]*');
  });
});
