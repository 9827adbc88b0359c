import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { Icon, ICON_NAMES } from './icon';
import { StatusIcon } from './status-icon';

describe('Icon', () => {
  it('is decorative without a label and named with one', () => {
    const { container } = render(
      <div>
        <Icon name="copy" />
        <Icon name="check" label="Done" size="small" />
      </div>,
    );
    expect(container.querySelector('[data-icon="copy"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Done' })).toHaveAttribute('data-size', 'small');
  });

  it('defaults to the 24 px medium size', () => {
    const { container } = render(<Icon name="sun" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-size', 'medium');
  });
});

describe('StatusIcon', () => {
  it('names each status', () => {
    render(
      <div>
        <StatusIcon status="failed" />
        <StatusIcon status="pending" />
        <StatusIcon status="sent" label="Sent to the network" />
      </div>,
    );
    expect(screen.getByRole('img', { name: 'Failed' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pending' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sent to the network' })).toBeInTheDocument();
  });

  it('has no axe violations, with every icon', async () => {
    render(
      <div>
        {ICON_NAMES.map((name) => (
          <Icon key={name} name={name} label={name} />
        ))}
        <StatusIcon status="failed" />
      </div>,
    );
    await expectNoAxeViolations();
  });
});
