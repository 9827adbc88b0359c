import { cvToString, deserializeCV } from '@stacks/transactions';
import type { ReviewDetail } from '@/design-system/review-dialog';
import { formatMicroStx } from '@/lib/micro-stx';
import type { DevnetWalletAccount } from './devnet-wallet-accounts';
import type { DevnetWalletRequest } from './devnet-review-queue';

// What the approval dialog shows for each request: every value that will be signed, in words a
// person can check (Clarity values decoded, amounts in STX with the exact µSTX beside them).

function clarity(hex: string): string {
  try {
    return cvToString(deserializeCV(hex));
  } catch {
    return hex; // the schema accepted it, so this only guards the display
  }
}

function feeDetail(fee: string | undefined): ReviewDetail {
  return {
    label: 'Fee',
    value: fee === undefined ? 'Estimated by the devnet' : `${formatMicroStx(fee)} (${fee} µSTX)`,
  };
}

function postConditionDetails(
  postConditions: readonly string[] | undefined,
  mode: 'allow' | 'deny' | undefined,
): ReviewDetail[] {
  return [
    { label: 'Post-condition mode', value: mode ?? 'deny' },
    {
      label: 'Post-conditions',
      value: postConditions?.length ? postConditions.join('\n') : 'None',
    },
  ];
}

export interface RequestSummary {
  title: string;
  approveLabel: string;
  details: ReviewDetail[];
}

export function describeDevnetRequest(
  request: DevnetWalletRequest,
  account: DevnetWalletAccount,
): RequestSummary {
  const from = { label: 'Account', value: `${account.name}\n${account.address}` };
  switch (request.kind) {
    case 'connect':
      return {
        title: 'Connect to Satchel',
        approveLabel: 'Connect',
        details: [{ label: 'Shares', value: 'The Stacks address and public key of the account' }],
      };
    case 'transfer': {
      const { recipient, amount, memo, fee } = request.params;
      return {
        title: 'Send STX',
        approveLabel: 'Sign and broadcast',
        details: [
          from,
          { label: 'Recipient', value: recipient },
          { label: 'Amount', value: `${formatMicroStx(amount)} (${amount} µSTX)` },
          { label: 'Memo', value: memo || 'None' },
          feeDetail(fee),
        ],
      };
    }
    case 'callContract': {
      const { contract, functionName, functionArgs, fee } = request.params;
      return {
        title: 'Call a contract',
        approveLabel: 'Sign and broadcast',
        details: [
          from,
          { label: 'Contract', value: contract },
          { label: 'Function', value: functionName },
          {
            label: 'Arguments',
            value: functionArgs?.length ? functionArgs.map(clarity).join('\n') : 'None',
          },
          ...postConditionDetails(request.params.postConditions, request.params.postConditionMode),
          feeDetail(fee),
        ],
      };
    }
    case 'deployContract': {
      const { name, clarityCode, clarityVersion, fee } = request.params;
      return {
        title: 'Deploy a contract',
        approveLabel: 'Sign and broadcast',
        details: [
          from,
          { label: 'Contract', value: `${account.address}.${name}` },
          { label: 'Clarity version', value: String(clarityVersion ?? 'Latest') },
          { label: 'Code', value: clarityCode },
          feeDetail(fee),
        ],
      };
    }
    case 'signMessage':
      return request.params.messageType === 'structured'
        ? structured(from, request.params.message, request.params.domain)
        : {
            title: 'Sign a message',
            approveLabel: 'Sign',
            details: [from, { label: 'Message', value: request.params.message }],
          };
    case 'signStructuredMessage':
      return structured(from, request.params.message, request.params.domain);
  }
}

function structured(from: ReviewDetail, message: string, domain: string): RequestSummary {
  return {
    title: 'Sign structured data',
    approveLabel: 'Sign',
    details: [
      from,
      { label: 'Domain', value: clarity(domain) },
      { label: 'Message', value: clarity(message) },
    ],
  };
}
