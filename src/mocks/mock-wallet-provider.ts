import type { WalletProvider } from '@/wallet/provider';
import {
  ALL_WALLET_METHOD_NAMES,
  noStacksAccountResults,
  walletErrors,
  walletResults,
} from './fixtures/wallet-responses';

// The mock wallet provider (docs/wallet-protocol.md#the-mock-wallet): the page talks to it exactly
// as to Leather — `request(method, params)` — but each request travels as a browser event and the
// answer comes back as another event with the same id. Two halves, so a test or the approval dialog
// can play the wallet:
//  - createMockWalletProvider: the page's side, a drop-in for `window.LeatherProvider`;
//  - createMockWallet: the wallet's side, answering from fixtures or waiting for approve/reject.
//
// Errors: an error response rejects with a MockWalletError whose message reads
// 'Mock Leather error: {message}' (docs/wallet-protocol.md#methods,
// docs/wallet-protocol.md#error-codes) and which keeps the JSON-RPC `code`. The client's one error
// mapping (wallet/errors.ts toWalletError) reads that code, so a 4001 still becomes
// UserRejectedError, a -32603 InternalError and so on — the same classes a real wallet produces,
// only the message says it came from the mock.

export const MOCK_WALLET_REQUEST_EVENT = 'satchel:mock-wallet-request';
export const MOCK_WALLET_RESPONSE_EVENT = 'satchel:mock-wallet-response';
const PRODUCT_NAME = 'Leather';

export interface MockWalletRequest {
  jsonrpc: '2.0';
  id: string;
  method: string;
  params?: unknown;
}

interface MockWalletErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

type MockWalletResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: MockWalletErrorObject };

/** What the mock provider rejects with when the wallet answers an error. */
export class MockWalletError extends Error {
  override readonly name = 'MockWalletError';
  readonly code: number | undefined;
  readonly data: unknown;

  constructor(message: string, code: number | undefined, data?: unknown) {
    super(`Mock ${PRODUCT_NAME} error: ${message}`);
    this.code = code;
    this.data = data;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readError(error: unknown): MockWalletError {
  if (!isRecord(error)) return new MockWalletError('Unknown error', undefined);
  const code = typeof error.code === 'number' ? error.code : undefined;
  const message = typeof error.message === 'string' ? error.message : 'Unknown error';
  return new MockWalletError(message, code, error.data);
}

/**
 * The page's side. Resolves with the whole JSON-RPC response, as Leather does, and waits as long
 * as the wallet takes: a person may be reading the approval dialog.
 */
export function createMockWalletProvider(target: EventTarget = window): WalletProvider {
  return {
    request(method: string, params?: unknown): Promise<unknown> {
      const request: MockWalletRequest = { jsonrpc: '2.0', id: crypto.randomUUID(), method };
      if (params !== undefined) request.params = params;
      return new Promise((resolve, reject) => {
        const onResponse = (event: Event) => {
          const detail: unknown = (event as CustomEvent<unknown>).detail;
          if (!isRecord(detail) || detail.id !== request.id) return;
          target.removeEventListener(MOCK_WALLET_RESPONSE_EVENT, onResponse);
          if ('error' in detail) reject(readError(detail.error));
          else resolve(detail);
        };
        // Listen first: a wallet may answer synchronously from inside dispatchEvent.
        target.addEventListener(MOCK_WALLET_RESPONSE_EVENT, onResponse);
        target.dispatchEvent(new CustomEvent(MOCK_WALLET_REQUEST_EVENT, { detail: request }));
      });
    },
  };
}

/** Failure switches used by tests and mock mode (architecture convention 9). */
type MockWalletFailure = 'reject' | 'noStacksAccount' | 'internalError' | 'malformedResponse';

/** `auto` answers at once; `manual` holds each request until approve/reject (the dialog). */
type MockWalletMode = 'auto' | 'manual';

export interface MockWalletOptions {
  target?: EventTarget;
  mode?: MockWalletMode;
  failure?: MockWalletFailure | null;
  /** Answers that replace the fixtures, by method name. */
  results?: Readonly<Record<string, unknown>>;
  /** Methods this wallet says it lacks: left out of getInfo and supportedMethods, and answered
   * 4002 (MethodNotSupportedError), as a wallet without them would. */
  unsupportedMethods?: readonly string[];
}

/**
 * Answered at once even in manual mode, as extensions answer them without a popup: what the
 * wallet is and which networks it knows. Tools ask them on every page (use-wallet-method-support),
 * so a dialog for each would stand between the person and every tool.
 */
const ANSWERED_WITHOUT_APPROVAL: ReadonlySet<string> = new Set([
  'getInfo',
  'supportedMethods',
  'stx_getNetworks',
]);

type PendingRequestsListener = (pending: readonly MockWalletRequest[]) => void;

export interface MockWallet {
  readonly mode: MockWalletMode;
  readonly failure: MockWalletFailure | null;
  setMode(mode: MockWalletMode): void;
  setFailure(failure: MockWalletFailure | null): void;
  /** Requests waiting for approve/reject, oldest first. */
  pending(): readonly MockWalletRequest[];
  /** Called with the pending list whenever it changes; returns an unsubscribe function. */
  subscribe(listener: PendingRequestsListener): () => void;
  /** Answers a pending request with `result`, or with what the wallet would answer by default. */
  approve(id: string, result?: unknown): void;
  /** Answers a pending request with an error: the user's rejection unless told otherwise. */
  reject(id: string, error?: MockWalletErrorObject): void;
  /** Stops listening; pending requests stay unanswered. */
  dispose(): void;
}

const MALFORMED_RESULT = 'this is not what the method promises';

/** The wallet's side: listens for requests and answers them. */
export function createMockWallet(options: MockWalletOptions = {}): MockWallet {
  const target = options.target ?? window;
  let mode: MockWalletMode = options.mode ?? 'auto';
  let failure: MockWalletFailure | null = options.failure ?? null;
  let queue: MockWalletRequest[] = [];
  const listeners = new Set<PendingRequestsListener>();

  const notify = () => {
    const snapshot = [...queue];
    for (const listener of listeners) listener(snapshot);
  };

  const send = (response: MockWalletResponse) => {
    target.dispatchEvent(new CustomEvent(MOCK_WALLET_RESPONSE_EVENT, { detail: response }));
  };

  const unsupported = new Set(options.unsupportedMethods ?? []);
  const supported = ALL_WALLET_METHOD_NAMES.filter((name) => !unsupported.has(name));
  /** The fixtures' self-description, without the methods this wallet lacks. */
  const describedResult = (method: string): unknown => {
    if (method === 'getInfo') return { ...walletResults.getInfo, supportedMethods: supported };
    return {
      ...walletResults.supportedMethods,
      methods: walletResults.supportedMethods.methods.filter(({ name }) => !unsupported.has(name)),
    };
  };

  const defaultResponse = (request: MockWalletRequest): MockWalletResponse => {
    const { id } = request;
    if (unsupported.has(request.method)) {
      return { jsonrpc: '2.0', id, error: walletErrors.methodNotSupported };
    }
    if (failure === 'reject') return { jsonrpc: '2.0', id, error: walletErrors.userRejected };
    if (failure === 'internalError') return { jsonrpc: '2.0', id, error: walletErrors.internal };
    if (failure === 'malformedResponse') return { jsonrpc: '2.0', id, result: MALFORMED_RESULT };
    const fromOptions = options.results?.[request.method];
    if (fromOptions !== undefined) return { jsonrpc: '2.0', id, result: fromOptions };
    if (failure === 'noStacksAccount' && request.method in noStacksAccountResults) {
      const method = request.method as keyof typeof noStacksAccountResults;
      return { jsonrpc: '2.0', id, result: noStacksAccountResults[method] };
    }
    if (request.method === 'getInfo' || request.method === 'supportedMethods') {
      return { jsonrpc: '2.0', id, result: describedResult(request.method) };
    }
    if (request.method in walletResults) {
      const method = request.method as keyof typeof walletResults;
      return { jsonrpc: '2.0', id, result: walletResults[method] };
    }
    return { jsonrpc: '2.0', id, error: walletErrors.methodNotFound };
  };

  const take = (id: string): MockWalletRequest | undefined => {
    const request = queue.find((candidate) => candidate.id === id);
    if (request) {
      queue = queue.filter((candidate) => candidate !== request);
      notify();
    }
    return request;
  };

  const onRequest = (event: Event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    if (!isRecord(detail) || typeof detail.id !== 'string' || typeof detail.method !== 'string') {
      return; // not a request we can answer: a real wallet would ignore it too
    }
    const request: MockWalletRequest = {
      jsonrpc: '2.0',
      id: detail.id,
      method: detail.method,
      params: detail.params,
    };
    if (mode === 'auto' || ANSWERED_WITHOUT_APPROVAL.has(request.method)) {
      // Answer after the caller's dispatch returns, as an extension's answer would.
      queueMicrotask(() => send(defaultResponse(request)));
      return;
    }
    queue = [...queue, request];
    notify();
  };

  target.addEventListener(MOCK_WALLET_REQUEST_EVENT, onRequest);

  return {
    get mode() {
      return mode;
    },
    get failure() {
      return failure;
    },
    setMode(next) {
      mode = next;
    },
    setFailure(next) {
      failure = next;
    },
    pending: () => [...queue],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    approve(id, result) {
      const request = take(id);
      if (!request) return;
      send(result === undefined ? defaultResponse(request) : { jsonrpc: '2.0', id, result });
    },
    reject(id, error = walletErrors.userRejected) {
      if (take(id)) send({ jsonrpc: '2.0', id, error });
    },
    dispose() {
      target.removeEventListener(MOCK_WALLET_REQUEST_EVENT, onRequest);
      listeners.clear();
    },
  };
}

/** Puts the mock on the page where discovery looks for Leather (wallet/provider.ts). */
export function installMockWallet(options: MockWalletOptions & { window?: Window } = {}): {
  wallet: MockWallet;
  provider: WalletProvider;
  uninstall: () => void;
} {
  const win = options.window ?? window;
  const wallet = createMockWallet({ ...options, target: win });
  const provider = createMockWalletProvider(win);
  win.LeatherProvider = provider;
  return {
    wallet,
    provider,
    uninstall() {
      wallet.dispose();
      if (win.LeatherProvider === provider) delete win.LeatherProvider;
    },
  };
}
