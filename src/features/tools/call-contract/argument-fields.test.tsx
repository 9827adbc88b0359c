import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { everyClarityTypeInterface } from '@/mocks/fixtures/contract-interfaces';
import { ArgumentFields, type ArgumentFieldsHandle } from './argument-fields';
import type { ClarityAbiFunction } from './read-function-arguments';

function fixtureFunction(name: string): ClarityAbiFunction {
  const fn = everyClarityTypeInterface.functions.find((candidate) => candidate.name === name);
  if (!fn) throw new Error(`no ${name} in the fixture`);
  return fn;
}

const TWO_ARGUMENTS: ClarityAbiFunction = {
  name: 'pair',
  access: 'public',
  args: [
    { name: 'amount', type: 'uint128' },
    { name: 'entry', type: { tuple: [{ name: 'a', type: 'uint128' }] } },
  ],
  outputs: { type: { response: { ok: 'bool', error: 'uint128' } } },
};

/** The form around the fields, as FunctionCallForm holds them: counts its own renders. */
function Form({ fn, onRender }: { fn: ClarityAbiFunction; onRender: () => void }) {
  onRender();
  const fields = useRef<ArgumentFieldsHandle>(null);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [texts, setTexts] = useState('');
  return (
    <>
      <ArgumentFields
        ref={fields}
        fn={fn}
        onEdit={() => undefined}
        showing={(name) => left.has(name)}
        onLeave={(name) => () => setLeft((current) => new Set(current).add(name))}
      />
      <button type="button" onClick={() => setTexts(JSON.stringify(fields.current?.texts()))}>
        Read texts
      </button>
      <output>{texts}</output>
    </>
  );
}

describe('ArgumentFields', () => {
  it('keeps typing inside the fields: the form around them does not re-render per keystroke', async () => {
    const user = userEvent.setup();
    const onRender = vi.fn();
    render(<Form fn={TWO_ARGUMENTS} onRender={onRender} />);
    await user.type(screen.getByRole('textbox', { name: 'amount' }), '25');
    expect(onRender).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox', { name: 'entry' }), '{{a: u1}');
    // Once more for leaving amount (its message may show now), not once per key.
    expect(onRender).toHaveBeenCalledTimes(2);

    // The form reads every text as it is when it needs them.
    await user.click(screen.getByRole('button', { name: 'Read texts' }));
    expect(screen.getByRole('status')).toHaveTextContent('{"amount":"25","entry":"{a: u1}"}');
  });

  it('says nothing while the field is typed the first time, then checks it as it changes', async () => {
    const user = userEvent.setup();
    render(<Form fn={fixtureFunction('echo-tuple')} onRender={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'value' });
    await user.type(field, '{{a: u1, b: 2}');
    expect(field).not.toHaveAttribute('aria-invalid');

    await user.tab();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/^B: expected \(string-ascii 10\), not an int$/);

    await user.clear(field);
    await user.type(field, '{{a: u1, b: "x"}');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
    expect(field).toHaveAccessibleDescription(/in Clarity syntax$/);
  });

  it('edits one argument without touching the others', async () => {
    const user = userEvent.setup();
    render(<Form fn={TWO_ARGUMENTS} onRender={() => undefined} />);
    const amount = screen.getByRole('textbox', { name: 'amount' });
    await user.type(amount, 'x');
    await user.tab();
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    // The tuple was never left: no message for it, however wrong it is.
    const entry = screen.getByRole('textbox', { name: 'entry' });
    await user.type(entry, '{{');
    expect(entry).not.toHaveAttribute('aria-invalid');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });
});
