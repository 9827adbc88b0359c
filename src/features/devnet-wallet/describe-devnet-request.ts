import type { ReviewDetail } from '@/design-system/review-dialog';
import { formatMicroStx } from '@/lib/micro-stx';
import type { DevnetAccount } from '#common/devnet-accounts.mjs';
import type { DevnetWalletRequest } from './devnet-review-queue';
import { clarity, postConditionDetails, signAndBroadcastSummary } from './devnet-review-details';
import { describeDevnetStacksRequest } from './describe-devnet-stacks-request';
import { describeDevnetBitcoinRequest } from './describe-devnet-bitcoin-request';

// What the approval dialog shows for each request: every value that will be signed, in words a
// person can check (Clarity values decoded, amounts in STX with the exact µSTX beside them).

export interface RequestSummary {
  title: string;
  approveLabel: string;
  details: ReviewDetail[];
}

export function describeDevnetRequest(
  request: DevnetWalletRequest,
  account: DevnetAccount,
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
      return signAndBroadcastSummary(
        'Send STX',
        from,
        [
          { label: 'Recipient', value: recipient },
          { label: 'Amount', value: `${formatMicroStx(amount)} (${amount} µSTX)` },
          { label: 'Memo', value: memo || 'None' },
        ],
        fee,
      );
    }
    case 'callContract': {
      const { contract, functionName, functionArgs, fee } = request.params;
      return signAndBroadcastSummary(
        'Call a contract',
        from,
        [
          { label: 'Contract', value: contract },
          { label: 'Function', value: functionName },
          {
            label: 'Arguments',
            value: functionArgs?.length ? functionArgs.map(clarity).join('\n') : 'None',
          },
          ...postConditionDetails(request.params.postConditions, request.params.postConditionMode),
        ],
        fee,
      );
    }
    case 'deployContract': {
      const { name, clarityCode, clarityVersion, fee } = request.params;
      return signAndBroadcastSummary(
        'Deploy a contract',
        from,
        [
          { label: 'Contract', value: `${account.address}.${name}` },
          { label: 'Clarity version', value: String(clarityVersion ?? 'Latest') },
          { label: 'Code', value: clarityCode },
        ],
        fee,
      );
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
    case 'transferSip10Ft':
    case 'transferSip9Nft':
    case 'signTransaction':
      return describeDevnetStacksRequest(request, from);
    case 'bitcoinSignMessage':
    case 'signPsbt':
      return describeDevnetBitcoinRequest(request, account, from);
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
