import type { NetworkKind } from '@/config/networks';
import { formatMicroStx, readStxAmount } from '@/lib/micro-stx';
import type { StxTransferRequest } from '@/stacks/stx-transfer-request';
import {
  isMicroStxAmount,
  isValidMemo,
  MEMO_MAX_BYTES,
  utf8ByteLength,
  VALIDATION_MESSAGES,
} from '@/wallet/stacks-limits';
import { recipientError } from '../shared/recipient-error';

// The Send STX form's rules: the wallet method's own checks (stacks-limits.ts, so the form never
// accepts what stx_transferStx refuses), plus what only the page knows — the network, the
// sender and the balance. The recipient rule is every sending tool's (shared/recipient-error.ts).

export interface SendStxValues {
  recipient: string;
  /** In STX, as typed. */
  amount: string;
  memo: string;
}

export interface SendStxContext {
  network: NetworkKind;
  sender?: string | undefined;
  availableMicroStx?: bigint | undefined;
  feeMicroStx?: bigint | undefined;
}

type SendStxErrors = Partial<Record<keyof SendStxValues, string>>;

export type SendStxValidation =
  { valid: true; request: StxTransferRequest } | { valid: false; errors: SendStxErrors };

/** The amount in µSTX, or the words that say why it cannot be sent. */
function readAmount(amount: string, context: SendStxContext): bigint | string {
  const reading = readStxAmount(amount);
  if (!reading.valid) return reading.error;
  const { microStx } = reading;
  if (microStx === 0n) return 'Enter an amount above 0';
  if (!isMicroStxAmount(microStx)) return VALIDATION_MESSAGES.amount;
  const { availableMicroStx, feeMicroStx = 0n } = context;
  if (availableMicroStx !== undefined && microStx + feeMicroStx > availableMicroStx) {
    const spendable = availableMicroStx > feeMicroStx ? availableMicroStx - feeMicroStx : 0n;
    return `More than you can send: at most ${formatMicroStx(spendable)} after the fee`;
  }
  return microStx;
}

function memoError(memo: string): string | undefined {
  if (isValidMemo(memo)) return undefined;
  return `${VALIDATION_MESSAGES.memo}: at most ${MEMO_MAX_BYTES} bytes, this one is ${utf8ByteLength(memo)}`;
}

export function validateSendStx(values: SendStxValues, context: SendStxContext): SendStxValidation {
  const recipient = values.recipient.trim();
  const errors: SendStxErrors = {};
  const recipientProblem = recipientError(recipient, context);
  if (recipientProblem) errors.recipient = recipientProblem;
  const amount = readAmount(values.amount, context);
  if (typeof amount === 'string') errors.amount = amount;
  const memoProblem = memoError(values.memo);
  if (memoProblem) errors.memo = memoProblem;

  if (typeof amount === 'string' || Object.keys(errors).length > 0) return { valid: false, errors };
  return {
    valid: true,
    request: {
      recipient,
      amount: amount.toString(),
      ...(values.memo ? { memo: values.memo } : {}),
    },
  };
}
