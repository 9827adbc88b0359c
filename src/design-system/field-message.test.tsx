import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldMessage } from './field-message';

describe('FieldMessage', () => {
  it('shows the message under the id the field points at', () => {
    render(
      <>
        <input aria-label="Memo" aria-describedby="memo-message" />
        <FieldMessage id="memo-message" className="message" message="Up to 34 bytes" />
      </>,
    );
    expect(screen.getByLabelText('Memo')).toHaveAccessibleDescription('Up to 34 bytes');
    expect(screen.getByText('Up to 34 bytes')).toHaveClass('message');
  });

  it('renders nothing without a message, empty included', () => {
    const { container, rerender } = render(
      <FieldMessage id="m" className="message" message={undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<FieldMessage id="m" className="message" message="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
