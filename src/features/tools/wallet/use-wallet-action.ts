import { useMutation } from '@tanstack/react-query';
import { useTrackToolUse, toolOutcomeOf } from '../shared/use-track-tool-use';

/**
 * One thing the person asks the wallet from the Wallet tool (open it, list accounts…): its
 * answer or failure stays on screen, and each use that reaches the wallet is one `tool_used`.
 */
export function useWalletAction<Input, Result>(run: (input: Input) => Promise<Result>) {
  const track = useTrackToolUse('wallet');
  return useMutation({
    mutationFn: run,
    onSuccess: () => track('success'),
    // A request our own schema stopped never reached the wallet: not a use (toolOutcomeOf).
    onError: (error) => track(toolOutcomeOf(error)),
  });
}
