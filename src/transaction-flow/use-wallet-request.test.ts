// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MethodNotSupportedError, UnknownWalletError, UserRejectedError } from '@/wallet/errors';
import { useWalletRequest } from './use-wallet-request';

const rejected = { code: 4001, message: 'User rejected' };

/** A wallet call the test answers when it chooses. */
function pending<T>() {
  let answer!: (value: T) => void;
  let refuse!: (reason: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer, refuse };
}

function render() {
  return renderHook(() => useWalletRequest<string>());
}

describe('useWalletRequest', () => {
  it('goes idle → signing → answered, and hands the answer to the page', async () => {
    const { result } = render();
    expect(result.current.state).toEqual({ phase: 'idle' });
    const call = pending<string>();
    const onAnswer = vi.fn();
    let asked!: Promise<void>;
    act(() => {
      asked = result.current.ask(() => call.promise, { onAnswer });
    });
    expect(result.current.state).toEqual({ phase: 'signing' });
    await act(async () => {
      call.answer('signature');
      await asked;
    });
    expect(result.current.state).toEqual({ phase: 'answered', answer: 'signature' });
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('signature');
  });

  it('turns a refusal into its class and its words, and hands the class to the page', async () => {
    const { result } = render();
    const onWalletError = vi.fn();
    await act(() => result.current.ask(() => Promise.reject(rejected), { onWalletError }));
    expect(result.current.state).toMatchObject({
      phase: 'wallet-refused',
      message: 'You cancelled the request in your wallet.',
    });
    const { state } = result.current;
    expect(state.phase === 'wallet-refused' && state.error).toBeInstanceOf(UserRejectedError);
    expect(onWalletError).toHaveBeenCalledTimes(1);
    expect(onWalletError.mock.calls[0]?.[0]).toBeInstanceOf(UserRejectedError);
  });

  it('reads an unknown throw as the wallet’s error, unless the page has its own words', async () => {
    const { result } = render();
    await act(() => result.current.ask(() => Promise.reject(new Error('socket closed'))));
    expect(result.current.state).toMatchObject({
      phase: 'wallet-refused',
      message: 'Your wallet reported an error: socket closed',
    });
    const state = result.current.state;
    expect(state.phase === 'wallet-refused' && state.error).toBeInstanceOf(UnknownWalletError);

    const describe = vi.fn((_error: unknown, raw: unknown) =>
      raw instanceof TypeError ? 'Something else went wrong.' : undefined,
    );
    await act(() => result.current.ask(() => Promise.reject(new TypeError('x')), { describe }));
    expect(result.current.state).toMatchObject({ message: 'Something else went wrong.' });
    await act(() => result.current.ask(() => Promise.reject(rejected), { describe }));
    expect(result.current.state).toMatchObject({
      message: 'You cancelled the request in your wallet.',
    });
  });

  it('goes back to idle, without words, for a refusal the page says elsewhere', async () => {
    const { result } = render();
    const onWalletError = vi.fn();
    await act(() =>
      result.current.ask(() => Promise.reject({ code: 4002, message: 'no' }), {
        saidElsewhere: (error) => error instanceof MethodNotSupportedError,
        onWalletError,
      }),
    );
    expect(result.current.state).toEqual({ phase: 'idle' });
    expect(onWalletError.mock.calls[0]?.[0]).toBeInstanceOf(MethodNotSupportedError);
  });

  it('builds first: building → signing → answered, with the built request', async () => {
    const { result } = render();
    const built = pending<number>();
    const send = vi.fn((request: number) => Promise.resolve(`sent ${request}`));
    let asked!: Promise<void>;
    act(() => {
      asked = result.current.buildAndAsk(() => built.promise, send);
    });
    expect(result.current.state).toEqual({ phase: 'building' });
    await act(async () => {
      built.answer(7);
      await asked;
    });
    expect(send).toHaveBeenCalledExactlyOnceWith(7);
    expect(result.current.state).toEqual({ phase: 'answered', answer: 'sent 7' });
  });

  it('says Satchel’s own refusal in the builder’s words and never opens the wallet', async () => {
    const { result } = render();
    const send = vi.fn(() => Promise.resolve('sent'));
    const onWalletError = vi.fn();
    await act(() =>
      result.current.buildAndAsk(
        () => {
          throw new Error('changes reopen in 12 blocks.');
        },
        send,
        { onWalletError },
      ),
    );
    expect(result.current.state).toEqual({
      phase: 'not-built',
      reason: 'changes reopen in 12 blocks.',
    });
    expect(send).not.toHaveBeenCalled();
    expect(onWalletError).not.toHaveBeenCalled();
  });

  it('clears a refusal when the person edits, and keeps an answer', async () => {
    const { result } = render();
    await act(() => result.current.ask(() => Promise.reject(rejected)));
    act(() => result.current.edited());
    expect(result.current.state).toEqual({ phase: 'idle' });

    await act(() =>
      result.current.buildAndAsk(
        () => Promise.reject(new Error('closed')),
        () => Promise.resolve('sent'),
      ),
    );
    act(() => result.current.edited());
    expect(result.current.state).toEqual({ phase: 'idle' });

    await act(() => result.current.ask(() => Promise.resolve('signature')));
    act(() => result.current.edited());
    expect(result.current.state).toEqual({ phase: 'answered', answer: 'signature' });
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ phase: 'idle' });
  });

  it('ignores a second request and a reset while the wallet is open', async () => {
    const { result } = render();
    const call = pending<string>();
    const second = vi.fn(() => Promise.resolve('second'));
    let asked!: Promise<void>;
    act(() => {
      asked = result.current.ask(() => call.promise);
    });
    await act(() => result.current.ask(second));
    act(() => result.current.reset());
    expect(second).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ phase: 'signing' });
    await act(async () => {
      call.answer('first');
      await asked;
    });
    expect(result.current.state).toEqual({ phase: 'answered', answer: 'first' });
  });
});
