import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { StackingFaq } from './stacking-faq';

describe('StackingFaq', () => {
  it('answers the questions a stacker asks, each as a disclosure', async () => {
    render(<StackingFaq />);
    const questions = screen
      .getAllByRole('group')
      .map((details) => details.querySelector('summary')?.textContent);
    expect(questions).toEqual([
      'What is stacking?',
      'Pooled or liquid stacking?',
      'How long are my STX locked?',
      'What does stopping (revoking) do — and not do?',
      'What does it cost?',
      'What are the risks?',
      'Can I stack with a Ledger?',
    ]);
    await expectNoAxeViolations();
  });

  it('says plainly that revoking does not unlock STX already locked', async () => {
    render(<StackingFaq />);
    await userEvent
      .setup()
      .click(screen.getByText('What does stopping (revoking) do — and not do?'));
    const answer = screen.getByText(/unlock STX that are already locked/);
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent(
      'It does not unlock STX that are already locked: they stay locked until the end of the current locking period',
    );
  });
});
