import {
  cvToString,
  deserializeCV,
  deserializePostConditionWire,
  wireToPostCondition,
  type PostCondition,
} from '@stacks/transactions';
import type { ReviewDetail } from '@/design-system/review-dialog';
import { formatMicroStx } from '@/lib/micro-stx';
import type { RequestSummary } from './describe-devnet-request';

// Pieces of the approval dialog's details that several requests share: Clarity values decoded,
// fees in STX and µSTX, post-conditions in words a person can check.

export function clarity(hex: string): string {
  try {
    return cvToString(deserializeCV(hex));
  } catch {
    return hex; // the schema accepted it, so this only guards the display
  }
}

/** A request the devnet wallet signs and broadcasts: the account first, then what is specific to
 * the request, the fee last. */
export function signAndBroadcastSummary(
  title: string,
  from: ReviewDetail,
  details: readonly ReviewDetail[],
  fee: string | bigint | undefined,
): RequestSummary {
  return { title, approveLabel: 'Sign and broadcast', details: [from, ...details, feeDetail(fee)] };
}

export function feeDetail(fee: string | bigint | undefined): ReviewDetail {
  return {
    label: 'Fee',
    value:
      fee === undefined
        ? 'Estimated by the devnet'
        : `${formatMicroStx(String(fee))} (${String(fee)} µSTX)`,
  };
}

const FUNGIBLE_WORDS: Readonly<Record<string, string>> = {
  eq: 'sends exactly',
  gt: 'sends more than',
  gte: 'sends at least',
  lt: 'sends less than',
  lte: 'sends at most',
};

const NON_FUNGIBLE_WORDS: Readonly<Record<string, string>> = {
  sent: 'sends',
  'not-sent': 'keeps',
  'maybe-sent': 'may send',
};

/** One post-condition in words: who sends how much of what. */
export function postConditionWords(condition: PostCondition): string {
  switch (condition.type) {
    case 'stx-postcondition':
      return `${condition.address} ${FUNGIBLE_WORDS[condition.condition] ?? condition.condition} ${String(condition.amount)} µSTX`;
    case 'ft-postcondition':
      return `${condition.address} ${FUNGIBLE_WORDS[condition.condition] ?? condition.condition} ${String(condition.amount)} (base units) of ${condition.asset}`;
    case 'nft-postcondition':
      return `${condition.address} ${NON_FUNGIBLE_WORDS[condition.condition] ?? condition.condition} ${condition.asset} ${cvToString(condition.assetId)}`;
    default:
      return `${condition.type} for ${condition.address}`;
  }
}

/** A post-condition sent as hex, in words (the hex itself if it cannot be read). */
function postConditionHexWords(hex: string): string {
  try {
    return postConditionWords(wireToPostCondition(deserializePostConditionWire(hex)));
  } catch {
    return hex;
  }
}

export function postConditionDetails(
  postConditions: readonly string[] | undefined,
  mode: 'allow' | 'deny' | undefined,
): ReviewDetail[] {
  return [
    { label: 'Post-condition mode', value: mode ?? 'deny' },
    {
      label: 'Post-conditions',
      value: postConditions?.length ? postConditions.map(postConditionHexWords).join('\n') : 'None',
    },
  ];
}
