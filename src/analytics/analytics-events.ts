import type { StakingPoolChoice } from '@/config/staking-choices';
import type { ToolSlug } from '@/config/tools';
import type { WalletErrorName } from '@/config/wallet-error-names';
import type { AmountBucket } from './event-properties';

// The typed map of every analytics event Satchel sends (architecture convention 10), documented
// one by one in docs/analytics.md. Names are snake_case. Every property is a choice from a closed
// list — a slug, a bucket, a reason — so no property can hold an address, a txid or an exact
// amount (analytics-events.test-d.ts keeps it so; identifying-values.ts checks at run time).

type SignInErrorReason = 'user_rejected' | 'no_stacks_account' | 'wallet_error';

export interface AnalyticsEventMap {
  sign_in_clicked:
    | { status: 'success' }
    | {
        status: 'error';
        reason: SignInErrorReason;
        /** The wallet error's class name (wallet/errors.ts), e.g. `InternalError`. */
        error_name?: WalletErrorName;
      };
  sign_out_clicked: Record<string, never>;
  open_extension_clicked: { source: 'account_menu' | 'unable_to_connect_dialog' };
  install_wallet_clicked: Record<string, never>;
  /** Only the host: a full URL can carry a txid or an address that would tie the event to a
   * wallet. */
  external_link_clicked: { host: string };
  /** Each fires when the wallet returns the txid of the pox-5 (or
   * wrapper, or manager) call. The pool by slug, 'own-manager' for a manager brought by contract
   * id; the amount only as the bucket of the position's STX after the action (docs/analytics.md). */
  staking_started: StakingEventProperties;
  staking_updated: StakingEventProperties;
  staking_unstaked: StakingEventProperties;
  staking_rewards_claimed: StakingEventProperties;
  /** Once per use of a tool on `/tools/<slug>` — the tool by slug and how it ended;
   * nothing the person typed, signed or read (docs/analytics.md). */
  tool_used: { tool: ToolSlug; outcome: ToolOutcome };
}

/** How one use of a tool ended: the wallet (or the page) answered, the person said no in the
 * wallet, the wallet lacks the method, or anything else failed. */
export type ToolOutcome = 'success' | 'rejected' | 'unsupported' | 'failed';

/** What every staking event carries: which pool, and how much STX in order of magnitude. */
interface StakingEventProperties {
  pool: StakingPoolChoice;
  amount_bucket: AmountBucket;
}

export type AnalyticsEventName = keyof AnalyticsEventMap;

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/** docs/analytics.md#events: a custom event name that is purely alphanumeric or spaces is rejected;
 * we accept only lowercase words joined by underscores. */
export function assertSnakeCaseEventName(name: string): void {
  if (!SNAKE_CASE.test(name)) throw new Error('Event must be snake_case');
}
