import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { CODE_EDITOR_KEYS_HINT, CodeEditor, type CodeEditorProps } from './code-editor';
import { formatByteCount } from './format-byte-count';

const CONTRACT = `(define-data-var count uint u0)
(define-public (increment)
  (ok (var-set count (+ (var-get count) u1))))`;

function Editor({
  initial = '',
  ...props
}: Partial<Omit<CodeEditorProps, 'value' | 'onValueChange'>> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <CodeEditor
        label="Clarity code"
        maxBytes={100_000}
        {...props}
        value={value}
        onValueChange={setValue}
      />
      <button type="button">After</button>
    </>
  );
}

describe('formatByteCount', () => {
  it.each([
    [0, 100_000, '0 bytes of 100 KB'],
    [1, 100_000, '1 byte of 100 KB'],
    [999, 100_000, '999 bytes of 100 KB'],
    [12_345, 100_000, '12.3 KB of 100 KB'],
    [12_000, 100_000, '12 KB of 100 KB'],
    // Rounded down: just under the limit never reads as the limit.
    [99_999, 100_000, '99.9 KB of 100 KB'],
    [100_000, 100_000, '100 KB of 100 KB'],
    // Just over: exact counts, since both would round to "100 KB".
    [100_001, 100_000, '100,001 bytes of 100,000 bytes'],
    [150_000, 100_000, '150 KB of 100 KB'],
    [1_048_576, 1_000_000, '1,048,576 bytes of 1,000,000 bytes'],
    [2_500_000, 1_000_000, '2.5 MB of 1 MB'],
  ])('%i of %i bytes reads "%s"', (bytes, max, text) => {
    expect(formatByteCount(bytes, max)).toBe(text);
  });
});

describe('CodeEditor', () => {
  it('is a labelled field described by its size and how to leave it', () => {
    render(<Editor initial={CONTRACT} hint="Your contract's source" />);
    const field = screen.getByRole('textbox', { name: 'Clarity code' });
    expect(field).toHaveValue(CONTRACT);
    expect(field).toHaveAccessibleDescription(
      `Your contract's source ${formatByteCount(CONTRACT.length, 100_000)} ${CODE_EDITOR_KEYS_HINT}`,
    );
  });

  it('counts UTF-8 bytes as they are typed, and marks a size over the limit', async () => {
    const user = userEvent.setup();
    render(<Editor maxBytes={10} />);
    const field = screen.getByRole('textbox', { name: 'Clarity code' });
    await user.type(field, 'é');
    expect(screen.getByText('2 bytes of 10 bytes')).toBeInTheDocument();
    await user.type(field, '123456789');
    const counter = screen.getByText('11 bytes of 10 bytes');
    expect(counter).toHaveAttribute('data-over', 'true');
  });

  it('shows one line number per line, hidden from assistive technology', async () => {
    const user = userEvent.setup();
    const { container } = render(<Editor initial="a" />);
    const gutter = () =>
      [...container.querySelectorAll('[aria-hidden="true"] > div:first-child > div > div')].map(
        (line) => line.textContent,
      );
    expect(gutter()).toEqual(['1']);
    await user.type(screen.getByRole('textbox'), '{Enter}b{Enter}c');
    expect(gutter()).toEqual(['1', '2', '3']);
  });

  it('indents with Tab, and Esc then Tab leaves the field; Shift+Tab always goes back', async () => {
    const user = userEvent.setup();
    render(<Editor initial="" />);
    const field = screen.getByRole('textbox', { name: 'Clarity code' });
    await user.click(field);
    await user.keyboard('{Tab}(ok u1)');
    expect(field).toHaveValue('  (ok u1)');
    expect(field).toHaveFocus();

    await user.keyboard('{Escape}{Tab}');
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(field).toHaveValue('  (ok u1)');

    // Back in the field, Tab indents again: Esc counts for the very next key only.
    await user.click(field);
    await user.keyboard('{Escape}x{Tab}');
    expect(field).toHaveValue('  (ok u1)x  ');
    expect(field).toHaveFocus();

    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('indents at the caret, replacing a selection', async () => {
    const user = userEvent.setup();
    render(<Editor initial="(ok u1)" />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Clarity code' });
    await user.click(field);
    field.setSelectionRange(1, 3);
    await user.keyboard('{Tab}');
    expect(field).toHaveValue('(   u1)');
    expect(field.selectionStart).toBe(3);
  });

  it('shows plain text at once, then the highlighter’s colours', async () => {
    const { container } = render(<Editor initial={CONTRACT} />);
    const frame = container.querySelector('[data-highlight]');
    expect(frame).toHaveAttribute('data-highlight', 'plain');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(
      '(define-public (increment)',
    );
    await waitFor(() => expect(frame).toHaveAttribute('data-highlight', 'colored'), {
      timeout: 10_000,
    });
    const keyword = [...container.querySelectorAll<HTMLElement>('[aria-hidden="true"] span')].find(
      (span) => span.textContent === 'define-public',
    );
    expect(keyword?.style.getPropertyValue('--code-light')).toMatch(/^#/);
  });

  it('draws only the lines in view of a long source', () => {
    const source = Array.from({ length: 3_000 }, (_, i) => `(define-constant c${i} u${i})`).join(
      '\n',
    );
    const { container } = render(<Editor initial={source} visibleLines={10} />);
    const layer = container.querySelector('[aria-hidden="true"]');
    expect(layer).toHaveTextContent('(define-constant c0 u0)');
    expect(layer).not.toHaveTextContent('(define-constant c2999 u2999)');
    expect(layer?.querySelectorAll('div > div > div').length).toBeLessThan(200);
  });

  it('says what is wrong, tied to the field', async () => {
    render(<Editor initial="(" error="Enter the contract's code" />);
    const field = screen.getByRole('textbox', { name: 'Clarity code' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Enter the contract's code"));
    await expectNoAxeViolations(document.body);
  });
});
