import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { CodeDisplay } from './code-display';
import { WINDOWING_THRESHOLD_LINES } from './code-view';
import { HighlightStore, splitLines, TOKEN_FIELDS } from './highlight-chunk';

const CONTRACT = `;; counter
(define-data-var count uint u0)
(define-public (increment)
  (ok (var-set count (+ (var-get count) u1))))
`;

function stubFetch(response: Response | Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(response));
}

describe('CodeDisplay with a string', () => {
  it('shows plain text with line numbers at once, then colours from the highlighter', async () => {
    const { container } = render(<CodeDisplay source={CONTRACT} title="counter.clar" />);
    const region = screen.getByRole('region', { name: 'counter.clar' });
    expect(region).toHaveTextContent('(define-data-var count uint u0)');
    expect(screen.getByText('4 lines')).toBeInTheDocument();
    const figure = container.querySelector('figure');
    expect(figure).toHaveAttribute('data-highlight', 'plain');
    // Line numbers are hidden from assistive technology.
    const gutters = container.querySelectorAll('[aria-hidden="true"]');
    expect([...gutters].map((g) => g.textContent)).toEqual(expect.arrayContaining(['1', '4']));

    await waitFor(() => expect(figure).toHaveAttribute('data-highlight', 'colored'), {
      timeout: 10_000,
    });
    const keyword = within(region).getByText('define-public');
    expect(keyword.style.getPropertyValue('--code-light')).toMatch(/^#/);
    expect(keyword.style.getPropertyValue('--code-dark')).toMatch(/^#/);
    // Colouring must not change the text.
    expect(region).toHaveTextContent('(ok (var-set count (+ (var-get count) u1))))');
  });

  it('copies the source and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<CodeDisplay source={CONTRACT} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(CONTRACT);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('renders only a window of a long source', () => {
    const long = Array.from({ length: 5_000 }, (_, i) => `(define-constant C${i} u${i})`).join(
      '\n',
    );
    const { container } = render(<CodeDisplay source={long} />);
    expect(container.querySelector('figure')).toHaveAttribute('data-windowed', 'true');
    const rendered = container.querySelectorAll('code > span').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(WINDOWING_THRESHOLD_LINES);
    expect(screen.getByText('5,000 lines')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<CodeDisplay source={CONTRACT} title="counter.clar" />);
    await expectNoAxeViolations();
  });
});

describe('CodeDisplay with a file', () => {
  it('shows Loading… and then the file', async () => {
    let resolve: (response: Response) => void = () => {};
    const fetchSpy = stubFetch(new Promise<Response>((r) => (resolve = r)));
    render(<CodeDisplay src="/contracts/counter.clar" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(fetchSpy).toHaveBeenCalledWith('/contracts/counter.clar', expect.anything());
    resolve(new Response(CONTRACT, { status: 200 }));
    const region = await screen.findByRole('region', { name: 'counter.clar' });
    expect(region).toHaveTextContent('(define-public (increment)');
  });

  it('names the HTTP status and status text on failure', async () => {
    stubFetch(new Response('nope', { status: 503, statusText: 'Service Unavailable' }));
    render(<CodeDisplay src="/contracts/pool.clar" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load pool.clar: 503 Service Unavailable',
    );
  });

  it('says when the file is missing or empty', async () => {
    stubFetch(new Response('', { status: 200 }));
    render(<CodeDisplay src="/contracts/empty.clar" />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('File does not exist or is empty'),
    );
  });

  it('reports a network failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    render(<CodeDisplay src="/contracts/x.clar" title="X" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load x.clar');
  });

  it('has no axe violations while loading and on error', async () => {
    stubFetch(new Response('', { status: 404, statusText: 'Not Found' }));
    render(<CodeDisplay src="/contracts/gone.clar" />);
    await screen.findByRole('alert');
    await expectNoAxeViolations();
  });
});

describe('HighlightStore', () => {
  it('decodes a line from the compact chunk and knows when it is complete', () => {
    const lines = splitLines('(ok u1)\r\nx\n');
    expect(lines).toEqual(['(ok u1)', 'x']);
    const store = new HighlightStore(lines);
    expect(store.tokensFor(0)).toBeUndefined();
    // "(ok" in palette 0/1 italic, " u1)" uncoloured; line 2 a single token.
    const tokens = new Uint32Array([3, 0, 1, 1, 4, 0xffff, 0xffff, 0, 1, 0, 0, 0]);
    expect(tokens.length).toBe(3 * TOKEN_FIELDS);
    store.add({
      firstLine: 0,
      lineTokenCounts: new Uint32Array([2, 1]),
      tokens,
      palette: ['#111111', '#eeeeee'],
    });
    expect(store.isComplete).toBe(true);
    expect(store.tokensFor(0)).toEqual([
      { text: '(ok', light: '#111111', dark: '#eeeeee', fontStyle: 1 },
      { text: ' u1)', light: undefined, dark: undefined, fontStyle: 0 },
    ]);
    expect(store.tokensFor(1)).toEqual([
      { text: 'x', light: '#111111', dark: '#111111', fontStyle: 0 },
    ]);
  });
});
