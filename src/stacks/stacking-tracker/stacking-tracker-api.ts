/** Public source of pool and liquid-token yield, fee and TVL figures
 * (docs/product-decisions.md#staking-pages). */
export const STACKING_TRACKER_API_URL = 'https://api.stacking-tracker.com';
