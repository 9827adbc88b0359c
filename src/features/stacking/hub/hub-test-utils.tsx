import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders hub parts as the app does: a query client (no retries, so failures show at once),
 * a jotai store and a router for the links. */
export function renderHub(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <JotaiProvider>
        <MemoryRouter initialEntries={['/stacking']}>{ui}</MemoryRouter>
      </JotaiProvider>
    </QueryClientProvider>,
  );
}

/** The cells of the table row whose row header is exactly `name`. */
export function rowCells(name: string): HTMLElement[] {
  const header = screen.getByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row).getAllByRole('cell');
}
