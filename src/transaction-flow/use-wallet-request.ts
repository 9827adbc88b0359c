import { useCallback, useRef, useState } from 'react';
import { describeWalletError } from '@/wallet/describe-wallet-error';
import { toWalletError, type AnyWalletError } from '@/wallet/errors';

/**
 * Where one request to the wallet stands. `phase` is exposed as `data-state`.
 * `building` and `not-built` happen only for `buildAndAsk`: Satchel prepares the request first.
 */
export type WalletRequestState<Answer> =
  | { phase: 'idle' }
  /** Satchel is building the request (reading the chain, encoding arguments). */
  | { phase: 'building' }
  /** Satchel refused to build it (the builder threw): the wallet never opened. */
  | { phase: 'not-built'; reason: string }
  /** The wallet is open: the person reviews and confirms. */
  | { phase: 'signing' }
  /** The wallet refused or failed, in words; `error` is its class, for pages that branch on it. */
  | { phase: 'wallet-refused'; message: string; error: AnyWalletError }
  | { phase: 'answered'; answer: Answer };

interface AskOptions<Answer> {
  /** When the wallet answered (a page's analytics fire here). */
  onAnswer?: (answer: Answer) => void;
  /** When the wallet refused or failed, with its error's class (analytics, a method the wallet
   * turned out not to support). */
  onWalletError?: (error: AnyWalletError) => void;
  /** The page's own words for this refusal; undefined keeps the usual ones
   * (describeWalletError). `raw` is what was thrown, before toWalletError. */
  describe?: (error: AnyWalletError, raw: unknown) => string | undefined;
  /** A refusal the page says elsewhere (an "unsupported method" notice): back to idle, no words. */
  saidElsewhere?: (error: AnyWalletError) => boolean;
}

export interface WalletRequestHandle<Answer> {
  state: WalletRequestState<Answer>;
  /** Asks the wallet: signing → answered or wallet-refused. Ignored while a request is under way. */
  ask: (send: () => Promise<Answer>, options?: AskOptions<Answer>) => Promise<void>;
  /** Builds the request first (the builder may throw Satchel's own refusal, in words), then asks:
   * building → not-built, or signing → answered or wallet-refused. */
  buildAndAsk: <Request>(
    build: () => Request | Promise<Request>,
    send: (request: Request) => Promise<Answer>,
    options?: AskOptions<Answer>,
  ) => Promise<void>;
  /** Call when the person edits the form: a refusal (the wallet's or Satchel's) no longer
   * describes what they are about to send, so it goes back to idle. Other phases stay. */
  edited: () => void;
  /** Back to idle, e.g. for "Send another". Ignored while a request is under way. */
  reset: () => void;
}

/** How `run` gets the wallet call: at once, or from the builder's request once it is built. */
type Plan<Answer> =
  { send: () => Promise<Answer> } | { build: () => Promise<() => Promise<Answer>> };

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One request to the wallet, whatever it asks (sign a message, a PSBT, send and broadcast a
 * transaction): the phases, the wallet's failure through toWalletError and into words, and the
 * page's callbacks for analytics. The broadcast flow (use-transaction-flow.ts) is built on it.
 */
export function useWalletRequest<Answer>(): WalletRequestHandle<Answer> {
  const [state, setState] = useState<WalletRequestState<Answer>>({ phase: 'idle' });
  // A ref, not the state: a second submit in the same tick must see the first.
  const busy = useRef(false);

  const run = useCallback(async (plan: Plan<Answer>, options: AskOptions<Answer> = {}) => {
    if (busy.current) return;
    busy.current = true;
    try {
      let send: () => Promise<Answer>;
      if ('send' in plan) {
        send = plan.send;
      } else {
        setState({ phase: 'building' });
        try {
          send = await plan.build();
        } catch (refusal) {
          // Our own refusal (changes closed, a manager not registered…): never the wallet's.
          setState({ phase: 'not-built', reason: errorMessage(refusal) });
          return;
        }
      }
      setState({ phase: 'signing' });
      try {
        const answer = await send();
        setState({ phase: 'answered', answer });
        options.onAnswer?.(answer);
      } catch (raw) {
        const error = toWalletError(raw);
        if (options.saidElsewhere?.(error)) {
          setState({ phase: 'idle' });
        } else {
          const message = options.describe?.(error, raw) ?? describeWalletError(error);
          setState({ phase: 'wallet-refused', message, error });
        }
        options.onWalletError?.(error);
      }
    } finally {
      busy.current = false;
    }
  }, []);

  const ask = useCallback(
    (send: () => Promise<Answer>, options?: AskOptions<Answer>) => run({ send }, options),
    [run],
  );

  const buildAndAsk = useCallback(
    <Request>(
      build: () => Request | Promise<Request>,
      send: (request: Request) => Promise<Answer>,
      options?: AskOptions<Answer>,
    ) =>
      run(
        {
          build: async () => {
            const request = await build();
            return () => send(request);
          },
        },
        options,
      ),
    [run],
  );

  const edited = useCallback(() => {
    setState((current) =>
      current.phase === 'wallet-refused' || current.phase === 'not-built'
        ? { phase: 'idle' }
        : current,
    );
  }, []);

  const reset = useCallback(() => {
    if (busy.current) return;
    setState({ phase: 'idle' });
  }, []);

  return { state, ask, buildAndAsk, edited, reset };
}
