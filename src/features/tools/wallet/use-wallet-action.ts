import { useWalletRequest } from '@/transaction-flow/use-wallet-request';
import { useTrackToolUse, toolOutcomeOf } from '../shared/use-track-tool-use';

/**
 * One thing the person asks the wallet from the Wallet tool (open it, list accounts…): its
 * answer or failure stays on screen, and each use that reaches the wallet is one `tool_used`.
 */
export function useWalletAction<Input, Result>(send: (input: Input) => Promise<Result>) {
  const track = useTrackToolUse('wallet');
  const wallet = useWalletRequest<Result>();
  const { state } = wallet;
  return {
    /** True while the wallet is asked. */
    asking: state.phase === 'signing',
    answer: state.phase === 'answered' ? state.answer : undefined,
    /** The wallet's refusal or failure, as its error class. */
    error: state.phase === 'wallet-refused' ? state.error : undefined,
    ask: (input: Input) =>
      void wallet.ask(() => send(input), {
        onAnswer: () => track('success'),
        // A request our own schema stopped never reached the wallet: not a use (toolOutcomeOf).
        onWalletError: (error) => track(toolOutcomeOf(error)),
      }),
  };
}
