// The typed map of every analytics event Satchel sends (architecture convention 10).
// Names are snake_case; properties are plain values.

type SignInErrorReason = 'user_rejected' | 'no_stacks_account' | 'wallet_error';

export interface AnalyticsEventMap {
  sign_in_clicked:
    { status: 'success' } | { status: 'error'; reason: SignInErrorReason; error_name?: string };
  sign_out_clicked: Record<string, never>;
  open_extension_clicked: { source: 'account_menu' | 'unable_to_connect_dialog' };
  install_wallet_clicked: Record<string, never>;
  /** Only the host: a full URL can carry a txid or an address that would tie the event to a
   * wallet. */
  external_link_clicked: { host: string };
  /** Issue 7: each fires when the transaction is broadcast (the wallet returned a txid). Pool and
   * protocol by slug; amounts in whole STX so no event ties back to an exact balance. */
  pooled_stacking_started: { pool: string; duration: 'indefinite' | number; amount_stx: number };
  stacking_allow_contract_caller: { pool: string };
  stacking_revoke_delegate: { pool: string };
  liquid_stacking_started: { protocol: string; amount_stx: number };
  liquid_stacking_increased: { protocol: string; amount_stx: number };
}

export type AnalyticsEventName = keyof AnalyticsEventMap;

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/** Spec §5: a custom event name that is purely alphanumeric or spaces is rejected; we accept
 * only lowercase words joined by underscores. */
export function assertSnakeCaseEventName(name: string): void {
  if (!SNAKE_CASE.test(name)) throw new Error('Event must be snake_case');
}
