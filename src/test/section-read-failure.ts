import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupServer } from 'msw/node';
import { expect } from 'vitest';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';

/**
 * A section that fails alone (design-system/section-failure.tsx): while the mock API answers
 * 500 (`server-error`) it says `reason` in words; once the API answers again (`populated`), Try
 * again reads again. Returns the section, for the caller to check what it then shows.
 */
export async function expectReadFailureThenTryAgain(
  server: SetupServer,
  renderSection: () => HTMLElement,
  reason: string | RegExp,
): Promise<HTMLElement> {
  server.use(...createMockHandlers({ scenario: 'server-error', env: {} }));
  const section = renderSection();
  expect(await within(section).findByText(reason)).toBeInTheDocument();
  server.resetHandlers();
  server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
  await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
  return section;
}
