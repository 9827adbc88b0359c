import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MethodNotFoundError, MethodNotSupportedError, UserRejectedError } from '@/wallet/errors';
import type { WalletProvider } from '@/wallet/provider';
import { isUnsupportedMethodError, useWalletMethodSupport } from './use-wallet-method-support';

const ADDRESS = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';

type Answer = { result: unknown } | { error: { code: number; message: string } };

/** A wallet that answers from a table and counts what it was asked. */
function standIn(answers: Record<string, Answer>) {
  const request = vi.fn((method: string) => {
    const answer = answers[method] ?? { error: { code: -32601, message: 'Method not found' } };
    // Rejects with the whole error response, as Leather does.
    return 'error' in answer
      ? Promise.reject(
          Object.assign(new Error(answer.error.message), { jsonrpc: '2.0', ...answer }),
        )
      : Promise.resolve({ jsonrpc: '2.0', id: '1', result: answer.result });
  });
  return { provider: { request } satisfies WalletProvider, request };
}

function Support({ method, provider }: { method: string; provider: WalletProvider }) {
  return <output aria-label={method}>{useWalletMethodSupport(method, provider)}</output>;
}

function wrap(client: QueryClient, children: ReactNode) {
  return (
    <QueryClientProvider client={client}>
      <JotaiProvider>{children}</JotaiProvider>
    </QueryClientProvider>
  );
}

function renderWith(children: ReactNode, { connected = true } = {}) {
  if (connected) {
    localStorage.setItem('addresses', JSON.stringify([{ symbol: 'STX', address: ADDRESS }]));
  }
  const client = new QueryClient();
  const view = render(wrap(client, children));
  return { ...view, rerender: (next: ReactNode) => view.rerender(wrap(client, next)) };
}

afterEach(() => localStorage.clear());

const INFO = {
  result: { version: '1', platform: 'extension', supportedMethods: ['stx_transferStx'] },
};

describe('useWalletMethodSupport', () => {
  it("reads getInfo's list, asking once for every tool on the page", async () => {
    const { provider, request } = standIn({ getInfo: INFO });
    renderWith(
      <>
        <Support method="stx_transferStx" provider={provider} />
        <Support method="stx_updateProfile" provider={provider} />
      </>,
    );
    await waitFor(() =>
      expect(screen.getByLabelText('stx_transferStx')).toHaveTextContent('supported'),
    );
    expect(screen.getByLabelText('stx_updateProfile')).toHaveTextContent('unsupported');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('getInfo', undefined);
  });

  it('asks supportedMethods when getInfo has no list or fails', async () => {
    const { provider, request } = standIn({
      getInfo: { error: { code: -32601, message: 'Method not found' } },
      supportedMethods: { result: { documentation: 'x', methods: [{ name: 'signPsbt' }] } },
    });
    renderWith(<Support method="signPsbt" provider={provider} />);
    await waitFor(() => expect(screen.getByLabelText('signPsbt')).toHaveTextContent('supported'));
    expect(request.mock.calls.map(([method]) => method)).toEqual(['getInfo', 'supportedMethods']);
  });

  it("is 'unknown' when the wallet answers neither, and does not ask again", async () => {
    const { provider, request } = standIn({});
    const { rerender } = renderWith(<Support key="first" method="signPsbt" provider={provider} />);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    // Another tool mounting later on the same connection reads the same (failed) answers.
    rerender(<Support key="second" method="signPsbt" provider={provider} />);
    await waitFor(() => expect(screen.getByLabelText('signPsbt')).toHaveTextContent('unknown'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("is 'unknown' without a connection, and asks nothing", () => {
    const { provider, request } = standIn({ getInfo: INFO });
    renderWith(<Support method="stx_transferStx" provider={provider} />, { connected: false });
    expect(screen.getByLabelText('stx_transferStx')).toHaveTextContent('unknown');
    expect(request).not.toHaveBeenCalled();
  });
});

describe('isUnsupportedMethodError', () => {
  it('is true for 4002 and -32601 only', () => {
    expect(isUnsupportedMethodError(new MethodNotSupportedError('no', 4002))).toBe(true);
    expect(isUnsupportedMethodError(new MethodNotFoundError('no', -32601))).toBe(true);
    expect(isUnsupportedMethodError(new UserRejectedError('no', 4001))).toBe(false);
    expect(isUnsupportedMethodError(new Error('no'))).toBe(false);
  });
});
