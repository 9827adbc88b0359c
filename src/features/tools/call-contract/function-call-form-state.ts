import type { NetworkKind } from '@/config/networks';
import type { ContractCallRequest } from '@/stacks/contract-call-request';
import type { FunctionArgumentsReading } from './read-function-arguments';
import {
  newPostConditionRow,
  readPostConditionRows,
  type PostConditionField,
  type PostConditionKind,
  type PostConditionRow,
  type PostConditionRowsReading,
} from './post-condition-rows';
import type { ReadOnlyResultState } from './read-only-result';

/** What the function's form holds besides its arguments (ArgumentFields keeps those) and its
 * wallet requests (the transaction flow and the sign-only request). */
export interface FunctionCallFormState {
  rows: PostConditionRow[];
  nextRowId: number;
  /** The sender the rows were built for: rows naming it follow the account that connects next. */
  rowsSender: string | undefined;
  allowMode: boolean;
  allowAcknowledged: boolean;
  read: ReadOnlyResultState | undefined;
  /** The wallet answered the call that it has no stx_callContract (4002 / -32601). */
  callRefusedAsUnsupported: boolean;
  /** The wallet answered "Sign only" that it has no stx_signTransaction. */
  signRefusedAsUnsupported: boolean;
}

export type FunctionCallFormAction =
  | { type: 'row-added'; kind: PostConditionKind; sender: string | undefined }
  | { type: 'row-changed'; row: PostConditionRow }
  | { type: 'row-removed'; id: string }
  | { type: 'allow-mode-switched'; on: boolean }
  | { type: 'allow-acknowledged'; acknowledged: boolean }
  | { type: 'read'; result: ReadOnlyResultState }
  | { type: 'call-refused'; unsupported: boolean }
  | { type: 'sign-started' }
  | { type: 'sign-refused-as-unsupported' }
  | { type: 'connection-changed'; sender: string | undefined };

export function initialFunctionCallFormState(sender: string | undefined): FunctionCallFormState {
  return {
    rows: [],
    nextRowId: 1,
    rowsSender: sender,
    allowMode: false,
    allowAcknowledged: false,
    read: undefined,
    callRefusedAsUnsupported: false,
    signRefusedAsUnsupported: false,
  };
}

export function functionCallFormReducer(
  state: FunctionCallFormState,
  action: FunctionCallFormAction,
): FunctionCallFormState {
  switch (action.type) {
    case 'row-added':
      return {
        ...state,
        rows: [
          ...state.rows,
          newPostConditionRow(`row-${state.nextRowId}`, action.kind, action.sender ?? ''),
        ],
        nextRowId: state.nextRowId + 1,
      };
    case 'row-changed':
      return {
        ...state,
        rows: state.rows.map((row) => (row.id === action.row.id ? action.row : row)),
      };
    case 'row-removed':
      return { ...state, rows: state.rows.filter((row) => row.id !== action.id) };
    case 'allow-mode-switched':
      // Switching either way asks for the acknowledgement again.
      return { ...state, allowMode: action.on, allowAcknowledged: false };
    case 'allow-acknowledged':
      return { ...state, allowAcknowledged: action.acknowledged };
    case 'read':
      return { ...state, read: action.result };
    case 'call-refused':
      return { ...state, callRefusedAsUnsupported: action.unsupported };
    case 'sign-started':
      return { ...state, signRefusedAsUnsupported: false };
    case 'sign-refused-as-unsupported':
      return { ...state, signRefusedAsUnsupported: true };
    case 'connection-changed': {
      // Rows that named the old account as the sender name the new one; a principal the
      // person typed is theirs to keep.
      const before = state.rowsSender ?? '';
      return {
        ...state,
        rowsSender: action.sender,
        rows: state.rows.map((row) =>
          row.principal === before ? { ...row, principal: action.sender ?? '' } : row,
        ),
        signRefusedAsUnsupported: false,
      };
    }
  }
}

export const ALLOW_ACKNOWLEDGEMENT = 'allow';
export const argumentField = (name: string) => `arg:${name}`;
export const rowField = (id: string, field: PostConditionField) => `pc:${id}:${field}`;

const ROW_FIELDS = ['principal', 'amount', 'asset', 'assetId'] as const;

/** The post-conditions as the call would carry them, and every problem of the form's own
 * fields (the arguments are checked in ArgumentFields), shown or not. A read-only function
 * has neither post-conditions nor Allow mode to check. */
export function readFunctionCallForm(
  state: FunctionCallFormState,
  { readOnly, networkKind }: { readOnly: boolean; networkKind: NetworkKind },
): { conditions: PostConditionRowsReading; problems: Record<string, string> } {
  const conditions = readPostConditionRows(state.rows, networkKind);
  const problems: Record<string, string> = {};
  if (!readOnly && !conditions.valid) {
    for (const [id, fields] of Object.entries(conditions.errors)) {
      for (const [field, message] of Object.entries(fields)) {
        problems[rowField(id, field as PostConditionField)] = message;
      }
    }
  }
  if (!readOnly && state.allowMode && !state.allowAcknowledged) {
    problems[ALLOW_ACKNOWLEDGEMENT] = 'Confirm that you understand Allow mode to send this call';
  }
  return { conditions, problems };
}

/** Each row's problems to show now, from the form's shown problems. */
export function rowErrorsOf(
  rows: readonly PostConditionRow[],
  shown: Readonly<Record<string, string | undefined>>,
): Record<string, Partial<Record<PostConditionField, string>>> {
  const errors: Record<string, Partial<Record<PostConditionField, string>>> = {};
  for (const row of rows) {
    for (const field of ROW_FIELDS) {
      const message = shown[rowField(row.id, field)];
      if (message !== undefined) errors[row.id] = { ...errors[row.id], [field]: message };
    }
  }
  return errors;
}

/** The call as it will be signed, or undefined when the form is not ready (messages show). */
export function contractCallRequestOf(
  state: FunctionCallFormState,
  {
    contract,
    functionName,
    args,
    conditions,
  }: {
    contract: string;
    functionName: string;
    args: FunctionArgumentsReading;
    conditions: PostConditionRowsReading;
  },
): ContractCallRequest | undefined {
  if (!args.valid || !conditions.valid || (state.allowMode && !state.allowAcknowledged)) {
    return undefined;
  }
  return {
    contract,
    functionName,
    functionArgs: args.values,
    postConditions: conditions.conditions,
    postConditionMode: state.allowMode ? 'allow' : 'deny',
  };
}
