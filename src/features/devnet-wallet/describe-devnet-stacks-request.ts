import {
  addressToString,
  cvToString,
  deserializeTransaction,
  PayloadType,
  PostConditionMode,
  wireToPostCondition,
  type StacksTransactionWire,
} from '@stacks/transactions';
import type { ReviewDetail } from '@/design-system/review-dialog';
import { formatMicroStx } from '@/lib/micro-stx';
import { assetContractOf } from '@/stacks/asset-identifier';
import {
  isSponsored,
  type Sip10TransferParams,
  type Sip9TransferParams,
} from './devnet-stacks-signer';
import type { DevnetStacksRequest } from './devnet-stacks-requests';
import {
  clarity,
  feeDetail,
  postConditionDetails,
  postConditionWords,
  signAndBroadcastSummary,
} from './devnet-review-details';
import type { RequestSummary } from './describe-devnet-request';

// What the approval dialog shows for token transfers and sign-only requests: the token and the
// amount in its base units, the NFT's id printed, the recipient, every post-condition in words;
// for a transaction to sign, what it does, decoded from its bytes.

function payloadDetails(transaction: StacksTransactionWire): ReviewDetail[] {
  const { payload } = transaction;
  switch (payload.payloadType) {
    case PayloadType.TokenTransfer:
      return [
        { label: 'Transaction', value: 'STX transfer' },
        { label: 'Recipient', value: cvToString(payload.recipient) },
        {
          label: 'Amount',
          value: `${formatMicroStx(payload.amount.toString())} (${payload.amount} µSTX)`,
        },
        { label: 'Memo', value: payload.memo.content.replaceAll('\u0000', '') || 'None' },
      ];
    case PayloadType.ContractCall:
      return [
        { label: 'Transaction', value: 'Contract call' },
        {
          label: 'Contract',
          value: `${addressToString(payload.contractAddress)}.${payload.contractName.content}`,
        },
        { label: 'Function', value: payload.functionName.content },
        {
          label: 'Arguments',
          value: payload.functionArgs.length
            ? payload.functionArgs.map((value) => cvToString(value)).join('\n')
            : 'None',
        },
      ];
    case PayloadType.SmartContract:
    case PayloadType.VersionedSmartContract:
      return [
        { label: 'Transaction', value: 'Contract deploy' },
        { label: 'Contract name', value: payload.contractName.content },
        { label: 'Code', value: payload.codeBody.content },
      ];
    default:
      return [{ label: 'Transaction', value: `Payload type ${payload.payloadType}` }];
  }
}

const MODE_WORDS: Readonly<Record<PostConditionMode, string>> = {
  [PostConditionMode.Allow]: 'allow',
  [PostConditionMode.Deny]: 'deny',
  [PostConditionMode.Originator]: 'originator',
};

function transactionDetails(hex: string): ReviewDetail[] {
  const transaction = deserializeTransaction(hex);
  const origin = transaction.auth.spendingCondition;
  const conditions = transaction.postConditions.values.map((wire) =>
    postConditionWords(wireToPostCondition(wire)),
  );
  return [
    ...payloadDetails(transaction),
    { label: 'Nonce', value: origin.nonce.toString() },
    feeDetail(origin.fee),
    ...(isSponsored(transaction)
      ? [{ label: 'Sponsored', value: 'Yes: a sponsor pays the fee' }]
      : []),
    { label: 'Post-condition mode', value: MODE_WORDS[transaction.postConditionMode] },
    { label: 'Post-conditions', value: conditions.length ? conditions.join('\n') : 'None' },
    { label: 'Broadcast', value: 'No: the signed transaction goes back to the page, unsent' },
  ];
}

/** A SIP-010 or SIP-009 transfer: what is sent, then to whom, the contract's `transfer` it
 * calls and its post-conditions. */
function transferSummary(
  title: string,
  from: ReviewDetail,
  params: Sip10TransferParams | Sip9TransferParams,
  what: ReviewDetail[],
): RequestSummary {
  const { asset, recipient, fee, postConditions, postConditionMode } = params;
  return signAndBroadcastSummary(
    title,
    from,
    [
      ...what,
      { label: 'Recipient', value: recipient },
      { label: 'Call', value: `${assetContractOf(asset)} transfer` },
      ...postConditionDetails(postConditions, postConditionMode),
    ],
    fee,
  );
}

export function describeDevnetStacksRequest(
  request: DevnetStacksRequest,
  from: ReviewDetail,
): RequestSummary {
  switch (request.kind) {
    case 'transferSip10Ft': {
      const { asset, amount } = request.params;
      return transferSummary('Send tokens', from, request.params, [
        { label: 'Token', value: asset },
        { label: 'Amount', value: `${amount} (base units)` },
      ]);
    }
    case 'transferSip9Nft': {
      const { asset, assetId } = request.params;
      return transferSummary('Send an NFT', from, request.params, [
        { label: 'NFT', value: asset },
        { label: 'ID', value: clarity(assetId) },
      ]);
    }
    case 'signTransaction':
      return {
        title: 'Sign a transaction',
        approveLabel: 'Sign',
        details: [from, ...transactionDetails(request.params.transaction)],
      };
  }
}
