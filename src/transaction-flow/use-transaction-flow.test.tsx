import { Cl, Pc, postConditionToHex, serializeCV } from '@stacks/transactions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVNET_API_URL } from '@/config/networks';
import type { ActiveNetwork } from '@/stacks/active-network';
import type { ContractCallRequest } from '@/stacks/contract-call-request';
import { UserRejectedError } from '@/wallet/errors';
import { isTransactionFlowBusy, isTransactionFlowSent } from './transaction-flow-state';
import { useTransactionFlow, type TransactionFlowOptions } from './use-transaction-flow';
import { testNetwork } from '@/test/networks';

const TXID = 'ab'.repeat(32);
const SENDER = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const POX = 'ST000000000000000000002AMW42H.pox-5';
const devnet = testNetwork('devnet');
const NODE = 'https://stacks-node.satchel.test';
const customNode: ActiveNetwork = {
  name: 'testnet',
  kind: 'testnet',
  apiUrl: NODE,
  chainId: 0x80000005,
  custom: true,
};

let txAnswer: () => Response;
const server = setupServer(
  http.get(`${DEVNET_API_URL}/extended/v1/tx/0x${TXID}`, () => txAnswer()),
  http.get(`${NODE}/extended/v1/tx/0x${TXID}`, () => txAnswer()),
);
const tx = (fields: Record<string, unknown>) => () =>
  HttpResponse.json({ tx_id: `0x${TXID}`, fee_rate: '360', ...fields });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  delete window.LeatherProvider;
});
afterAll(() => server.close());

function stake(): ContractCallRequest {
  return {
    contract: POX,
    functionName: 'stake',
    functionArgs: [Cl.uint(1_000_000n)],
    postConditions: [Pc.principal(SENDER).willSendLte(0n).ustx()],
    postConditionMode: 'deny',
  };
}

function installWallet(answer: () => Promise<unknown>) {
  const request = vi.fn(answer);
  window.LeatherProvider = { request };
  return request;
}
const broadcasts = () =>
  installWallet(() =>
    Promise.resolve({ jsonrpc: '2.0', id: '1', result: { txid: TXID, transaction: '00' } }),
  );

function renderFlow(options: Partial<TransactionFlowOptions> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useTransactionFlow({ network: devnet, ...options }), { wrapper });
}

describe('useTransactionFlow', () => {
  it('builds, asks the wallet for exactly the call, then follows it until confirmed', async () => {
    txAnswer = () => HttpResponse.json({ error: 'not found' }, { status: 404 });
    const request = broadcasts();
    const onBroadcast = vi.fn();
    const onSettled = vi.fn();
    const { result } = renderFlow({ onSettled });
    expect(result.current.state).toEqual({ phase: 'idle' });

    await act(() => result.current.run(stake, { onBroadcast }));
    expect(request).toHaveBeenCalledWith('stx_callContract', {
      contract: POX,
      functionName: 'stake',
      functionArgs: [serializeCV(Cl.uint(1_000_000n))],
      postConditions: [postConditionToHex(Pc.principal(SENDER).willSendLte(0n).ustx())],
      postConditionMode: 'deny',
      network: 'devnet',
    });
    expect(onBroadcast).toHaveBeenCalledWith(TXID);
    expect(result.current.state).toMatchObject({ phase: 'pending', txid: TXID, seen: false });

    txAnswer = tx({ tx_status: 'pending' });
    await waitFor(() => expect(result.current.state).toMatchObject({ seen: true }), {
      timeout: 3000,
    });
    txAnswer = tx({ tx_status: 'success', block_height: 9 });
    await waitFor(() => expect(result.current.state.phase).toBe('confirmed'), { timeout: 3000 });
    expect(result.current.state).toMatchObject({ blockHeight: 9, feeMicroStx: 360n });
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith('confirmed', TXID);
  });

  it('sends a STX transfer through stx_transferStx', async () => {
    txAnswer = tx({ tx_status: 'pending' });
    const request = broadcasts();
    const { result } = renderFlow();
    await act(() =>
      result.current.run(() => ({ recipient: SENDER, amount: '1500000', memo: 'rent' })),
    );
    expect(request).toHaveBeenCalledWith('stx_transferStx', {
      recipient: SENDER,
      amount: '1500000',
      memo: 'rent',
      network: 'devnet',
    });
  });

  it('names no network for a custom API: the wallet signs for the one it is on', async () => {
    txAnswer = tx({ tx_status: 'pending' });
    const request = broadcasts();
    const { result } = renderFlow({ network: customNode });
    await act(() => result.current.run(() => ({ recipient: SENDER, amount: '1' })));
    expect(request).toHaveBeenCalledWith('stx_transferStx', { recipient: SENDER, amount: '1' });
    // Followed on the node it was sent to.
    await waitFor(() => expect(result.current.state).toMatchObject({ seen: true }));
  });

  it('lets the page say what a contract error code means', async () => {
    txAnswer = tx({ tx_status: 'abort_by_response', tx_result: { repr: '(err u3)' } });
    broadcasts();
    const describeFailure = vi.fn(({ resultRepr }: { resultRepr: string | undefined }) =>
      resultRepr === '(err u3)' ? 'Changes are closed in the prepare phase.' : undefined,
    );
    const { result } = renderFlow({ describeFailure });
    await act(() => result.current.run(stake));
    await waitFor(() => expect(result.current.state.phase).toBe('failed'));
    expect(result.current.state).toMatchObject({
      reason: 'Changes are closed in the prepare phase.',
      feeMicroStx: 360n,
    });
    expect(describeFailure).toHaveBeenCalledWith({ request: stake(), resultRepr: '(err u3)' });
  });

  it('names the contract and its code when nobody knows the code', async () => {
    txAnswer = tx({ tx_status: 'abort_by_response', tx_result: { repr: '(err u77)' } });
    broadcasts();
    const { result } = renderFlow({ describeFailure: () => undefined });
    await act(() => result.current.run(stake));
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        phase: 'failed',
        reason: `${POX} refused it with error code 77.`,
      }),
    );
  });

  it('keeps the network’s words for a failure the contract did not cause', async () => {
    txAnswer = tx({ tx_status: 'abort_by_post_condition', tx_result: { repr: '(ok true)' } });
    broadcasts();
    const describeFailure = vi.fn(() => 'never');
    const { result } = renderFlow({ describeFailure });
    await act(() => result.current.run(stake));
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        phase: 'failed',
        reason: 'A post-condition stopped it; nothing moved but the fee.',
      }),
    );
    expect(describeFailure).not.toHaveBeenCalled();
  });

  it('refuses to build with the builder’s words, before any wallet opens', async () => {
    const request = broadcasts();
    const { result } = renderFlow();
    await act(() =>
      result.current.run(() => {
        throw new Error('changes reopen in 12 blocks.');
      }),
    );
    expect(result.current.state).toEqual({
      phase: 'not-built',
      reason: 'changes reopen in 12 blocks.',
    });
    expect(request).not.toHaveBeenCalled();
  });

  it('puts a wallet refusal into words', async () => {
    installWallet(() =>
      Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'User rejected' } }),
    );
    const { result } = renderFlow();
    await act(() => result.current.run(stake));
    expect(result.current.state).toEqual({
      phase: 'wallet-refused',
      message: 'You cancelled the request in your wallet.',
    });
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ phase: 'idle' });
  });

  it('clears a wallet refusal when the person edits', async () => {
    installWallet(() =>
      Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'User rejected' } }),
    );
    const { result } = renderFlow();
    await act(() => result.current.run(stake));
    expect(result.current.state.phase).toBe('wallet-refused');
    act(() => result.current.edited());
    expect(result.current.state).toEqual({ phase: 'idle' });
  });

  it('hands the wallet’s error to the page, for analytics', async () => {
    installWallet(() =>
      Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'User rejected' } }),
    );
    const onWalletError = vi.fn();
    const { result } = renderFlow();
    await act(() => result.current.run(stake, { onWalletError }));
    expect(onWalletError).toHaveBeenCalledTimes(1);
    expect(onWalletError.mock.calls[0]?.[0]).toBeInstanceOf(UserRejectedError);
  });

  it('says why the chain did not deploy a contract, in the VM’s words', async () => {
    txAnswer = tx({
      tx_status: 'abort_by_response',
      tx_result: { repr: '(err none)' },
      vm_error: 'Unchecked(UndefinedVariable("cout"))',
    });
    broadcasts();
    const { result } = renderFlow();
    await act(() =>
      result.current.run(() => ({ contractName: 'counter', clarityCode: '(ok cout)' })),
    );
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        phase: 'failed',
        reason: 'The chain did not deploy counter: Unchecked(UndefinedVariable("cout")).',
      }),
    );
  });

  it('reports a multisig proposal with its id, and follows no txid on the chain', async () => {
    // Leather's answer for a policy account: status proposed, a proposal id, an empty txid.
    installWallet(() =>
      Promise.resolve({
        jsonrpc: '2.0',
        id: '1',
        result: { txid: '', transaction: '', status: 'proposed', proposalId: 'prop-42' },
      }),
    );
    const looked = vi.fn(() => HttpResponse.json({ error: 'not found' }, { status: 404 }));
    server.use(http.get('*/extended/v1/tx/*', looked));
    const onBroadcast = vi.fn();
    const onProposed = vi.fn();
    const onSettled = vi.fn();
    const { result } = renderFlow({ onSettled });
    const request = stake();
    await act(() => result.current.run(() => request, { onBroadcast, onProposed }));
    expect(result.current.state).toEqual({ phase: 'proposed', proposalId: 'prop-42', request });
    expect(onProposed).toHaveBeenCalledWith('prop-42');
    expect(onBroadcast).not.toHaveBeenCalled();
    // Nothing to poll: give the query a chance to fire, then check it never did.
    await act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));
    expect(looked).not.toHaveBeenCalled();
    expect(onSettled).not.toHaveBeenCalled();
    expect(isTransactionFlowBusy(result.current.state)).toBe(false);
    expect(isTransactionFlowSent(result.current.state)).toBe(true);
  });

  it('reports a proposal without an id when the wallet gives none', async () => {
    installWallet(() =>
      Promise.resolve({ jsonrpc: '2.0', id: '1', result: { status: 'proposed' } }),
    );
    const { result } = renderFlow();
    await act(() => result.current.run(stake));
    expect(result.current.state).toMatchObject({ phase: 'proposed', proposalId: undefined });
  });

  it('calls a proposal that claims a txid an unexpected answer, not a broadcast', async () => {
    installWallet(() =>
      Promise.resolve({
        jsonrpc: '2.0',
        id: '1',
        result: { txid: TXID, transaction: '00', status: 'proposed', proposalId: 'prop-42' },
      }),
    );
    const onBroadcast = vi.fn();
    const { result } = renderFlow();
    await act(() => result.current.run(stake, { onBroadcast }));
    expect(result.current.state.phase).toBe('wallet-refused');
    expect(onBroadcast).not.toHaveBeenCalled();
  });

  it('ignores a second run while the wallet is open', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const request = installWallet(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    txAnswer = tx({ tx_status: 'pending' });
    const { result } = renderFlow();
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(stake);
    });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(result.current.state.phase).toBe('signing');
    await act(() => result.current.run(stake));
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer({ jsonrpc: '2.0', id: '1', result: { txid: TXID, transaction: '00' } });
      await first;
    });
    expect(result.current.state.phase).toBe('pending');
  });
});
