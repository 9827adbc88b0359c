import { useMemo, useState } from 'react';
import type { ToolSlug } from '@/config/tools';
import type { AnyWalletError } from '@/wallet/errors';
import { toolOutcomeOf, useTrackToolUse } from './use-track-tool-use';
import {
  isUnsupportedMethodError,
  useWalletMethodSupport,
} from '@/wallet/use-wallet-method-support';

/**
 * What every tool that sends one transaction through one wallet method needs: whether the wallet
 * lacks the method (its list says so, or it answered 4002 / -32601 when asked), and the flow's
 * `run` options that record the use (`tool_used`: success on broadcast or a multisig proposal, the wallet's refusal
 * otherwise) and remember a refusal for missing support.
 */
export function useToolWalletMethod(tool: ToolSlug, method: string) {
  const support = useWalletMethodSupport(method);
  /** The wallet answered that it lacks the method, though its list did not say. */
  const [refused, setRefused] = useState(false);
  const track = useTrackToolUse(tool);
  const runOptions = useMemo(
    () => ({
      onBroadcast: () => track('success'),
      // A multisig account's wallet answered too: it proposed the transaction to the co-signers.
      onProposed: () => track('success'),
      onWalletError: (error: AnyWalletError) => {
        track(toolOutcomeOf(error));
        if (isUnsupportedMethodError(error)) setRefused(true);
      },
    }),
    [track],
  );
  return { unsupported: support === 'unsupported' || refused, runOptions };
}
