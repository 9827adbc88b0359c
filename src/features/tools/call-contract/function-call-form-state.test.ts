import { Cl } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import {
  ALLOW_ACKNOWLEDGEMENT,
  contractCallRequestOf,
  functionCallFormReducer,
  initialFunctionCallFormState,
  readFunctionCallForm,
  rowErrorsOf,
  rowField,
  type FunctionCallFormAction,
  type FunctionCallFormState,
} from './function-call-form-state';
import type { FunctionArgumentsReading } from './read-function-arguments';

const WALLET_1 = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const WALLET_2 = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const DEPLOYER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const CONTRACT = `${DEPLOYER}.counter`;

function after(actions: FunctionCallFormAction[], sender: string | undefined = WALLET_1) {
  return actions.reduce(functionCallFormReducer, initialFunctionCallFormState(sender));
}

const publicForm = { readOnly: false, networkKind: 'devnet' } as const;

describe('functionCallFormReducer', () => {
  it('adds rows for the connected sender, each with its own id, and changes or removes one', () => {
    const added = after([
      { type: 'row-added', kind: 'stx', sender: WALLET_1 },
      { type: 'row-added', kind: 'ft', sender: WALLET_1 },
    ]);
    expect(added.rows.map((row) => [row.id, row.kind, row.principal])).toEqual([
      ['row-1', 'stx', WALLET_1],
      ['row-2', 'ft', WALLET_1],
    ]);
    const [first] = added.rows;
    if (!first) throw new Error('a row expected');
    const changed = functionCallFormReducer(added, {
      type: 'row-changed',
      row: { ...first, amount: '1' },
    });
    expect(changed.rows[0]?.amount).toBe('1');
    const removed = functionCallFormReducer(changed, { type: 'row-removed', id: 'row-1' });
    expect(removed.rows.map((row) => row.id)).toEqual(['row-2']);
    // Ids are never reused.
    expect(
      functionCallFormReducer(removed, { type: 'row-added', kind: 'nft', sender: WALLET_1 }).rows[1]
        ?.id,
    ).toBe('row-3');
  });

  it('moves the rows that named the old account to the one that connects, keeping typed ones', () => {
    const state = after([
      { type: 'row-added', kind: 'stx', sender: WALLET_1 },
      { type: 'row-added', kind: 'stx', sender: WALLET_1 },
    ]);
    const typed: FunctionCallFormState = {
      ...state,
      rows: state.rows.map((row) => (row.id === 'row-2' ? { ...row, principal: DEPLOYER } : row)),
    };
    const moved = functionCallFormReducer(typed, { type: 'connection-changed', sender: WALLET_2 });
    expect(moved.rows.map((row) => row.principal)).toEqual([WALLET_2, DEPLOYER]);
    const again = functionCallFormReducer(moved, { type: 'connection-changed', sender: undefined });
    expect(again.rows.map((row) => row.principal)).toEqual(['', DEPLOYER]);
  });

  it('asks for the Allow mode acknowledgement again whenever the mode is switched', () => {
    const acknowledged = after([
      { type: 'allow-mode-switched', on: true },
      { type: 'allow-acknowledged', acknowledged: true },
    ]);
    expect(acknowledged).toMatchObject({ allowMode: true, allowAcknowledged: true });
    const off = functionCallFormReducer(acknowledged, { type: 'allow-mode-switched', on: false });
    expect(off).toMatchObject({ allowMode: false, allowAcknowledged: false });
  });

  it('remembers an unsupported sign-only method until the next try or another connection', () => {
    const refused = after([{ type: 'sign-refused-as-unsupported' }]);
    expect(refused.signRefusedAsUnsupported).toBe(true);
    expect(
      functionCallFormReducer(refused, { type: 'sign-started' }).signRefusedAsUnsupported,
    ).toBe(false);
    expect(
      functionCallFormReducer(refused, { type: 'connection-changed', sender: WALLET_2 })
        .signRefusedAsUnsupported,
    ).toBe(false);
  });

  it('keeps the latest read and whether the call was refused as unsupported', () => {
    const state = after([
      { type: 'read', result: { phase: 'reading' } },
      { type: 'read', result: { phase: 'failed', message: 'Could not read: down' } },
      { type: 'call-refused', unsupported: true },
    ]);
    expect(state.read).toEqual({ phase: 'failed', message: 'Could not read: down' });
    expect(state.callRefusedAsUnsupported).toBe(true);
  });
});

describe('readFunctionCallForm', () => {
  it('names each wrong row field, and the missing Allow mode acknowledgement', () => {
    const state = after([
      { type: 'row-added', kind: 'stx', sender: WALLET_1 },
      { type: 'allow-mode-switched', on: true },
    ]);
    const { conditions, problems } = readFunctionCallForm(state, publicForm);
    expect(conditions.valid).toBe(false);
    expect(Object.keys(problems)).toEqual([rowField('row-1', 'amount'), ALLOW_ACKNOWLEDGEMENT]);
    expect(rowErrorsOf(state.rows, problems)).toEqual({
      'row-1': { amount: problems[rowField('row-1', 'amount')] },
    });
  });

  it('checks nothing of its own for a read-only function', () => {
    const state = after([
      { type: 'row-added', kind: 'stx', sender: WALLET_1 },
      { type: 'allow-mode-switched', on: true },
    ]);
    expect(readFunctionCallForm(state, { ...publicForm, readOnly: true }).problems).toEqual({});
  });
});

describe('contractCallRequestOf', () => {
  const args: FunctionArgumentsReading = { valid: true, values: [Cl.uint(1)] };

  it('builds the call in Deny mode with the rows as post-conditions', () => {
    const state = after([]);
    const { conditions } = readFunctionCallForm(state, publicForm);
    expect(
      contractCallRequestOf(state, { contract: CONTRACT, functionName: 'add', args, conditions }),
    ).toEqual({
      contract: CONTRACT,
      functionName: 'add',
      functionArgs: [Cl.uint(1)],
      postConditions: [],
      postConditionMode: 'deny',
    });
  });

  it('builds nothing until Allow mode is acknowledged or while an argument is wrong', () => {
    const allow = after([{ type: 'allow-mode-switched', on: true }]);
    const { conditions } = readFunctionCallForm(allow, publicForm);
    const request = { contract: CONTRACT, functionName: 'add', args, conditions };
    expect(contractCallRequestOf(allow, request)).toBeUndefined();
    const acknowledged = functionCallFormReducer(allow, {
      type: 'allow-acknowledged',
      acknowledged: true,
    });
    expect(contractCallRequestOf(acknowledged, request)?.postConditionMode).toBe('allow');
    expect(
      contractCallRequestOf(acknowledged, {
        ...request,
        args: { valid: false, errors: { n: 'Enter a number' } },
      }),
    ).toBeUndefined();
  });
});
