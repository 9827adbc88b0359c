import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { EMPTY_VALUE_DASH, isEmptyValue, ValueDisplay } from './value-display';

describe('ValueDisplay', () => {
  it.each([null, undefined, ''])('shows a dash for %j', (value) => {
    const { container } = render(<ValueDisplay value={value} />);
    expect(container.firstElementChild).toHaveAttribute('data-empty');
    expect(container).toHaveTextContent(EMPTY_VALUE_DASH);
    expect(screen.getByText('None')).toBeInTheDocument();
  });

  it.each([0, 'abc', false])('shows %j as itself, not as empty', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });

  it('shows a zero', () => {
    const { container } = render(<ValueDisplay value={0} mono />);
    expect(container).toHaveTextContent('0');
    expect(container.firstElementChild).toHaveAttribute('data-mono', 'true');
  });

  it('has no axe violations', async () => {
    render(
      <p>
        <ValueDisplay value={null} emptyLabel="No memo" /> <ValueDisplay value="x" />
      </p>,
    );
    await expectNoAxeViolations();
  });
});
