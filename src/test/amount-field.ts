import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { STX_AMOUNT_MESSAGES } from '@/lib/micro-stx';

/**
 * The behaviour every amount field shares: a decimal comma typed into **Amount (STX)**
 * is not flagged while typing, and is refused with the same words once the person leaves the
 * field, tied to it by aria-describedby. Call with the form already rendered.
 */
export async function expectDecimalCommaRefusedOnLeaving(): Promise<void> {
  const user = userEvent.setup();
  const amount = screen.getByLabelText('Amount (STX)');
  await user.type(amount, '1,5');
  expect(amount).not.toHaveAttribute('aria-invalid');
  await user.tab();
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(amount).toHaveAccessibleDescription(STX_AMOUNT_MESSAGES.comma);
}
