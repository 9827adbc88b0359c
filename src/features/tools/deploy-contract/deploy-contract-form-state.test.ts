import { describe, expect, it } from 'vitest';
import {
  deployContractFormReducer,
  initialDeployContractFormState,
  type DeployContractFormAction,
} from './deploy-contract-form-state';
import { EXAMPLE_CONTRACT, EXAMPLE_CONTRACT_NAME } from './example-contract';

const DEPLOYER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';

const after = (actions: DeployContractFormAction[]) =>
  actions.reduce(deployContractFormReducer, initialDeployContractFormState);

describe('deployContractFormReducer', () => {
  it('opens on the example, with no version chosen and nothing asked', () => {
    expect(initialDeployContractFormState).toEqual({
      values: {
        contractName: EXAMPLE_CONTRACT_NAME,
        clarityCode: EXAMPLE_CONTRACT,
        clarityVersion: '',
      },
      codeFieldKey: 0,
      askedName: undefined,
      checkingName: false,
      deployer: undefined,
    });
  });

  it('edits one field at a time', () => {
    const state = after([
      { type: 'edited', field: 'contractName', value: 'counter' },
      { type: 'edited', field: 'clarityVersion', value: '3' },
    ]);
    expect(state.values).toEqual({
      contractName: 'counter',
      clarityCode: EXAMPLE_CONTRACT,
      clarityVersion: '3',
    });
  });

  it('asks about a name on leaving the field, and is busy only during the submit’s own check', () => {
    const left = after([{ type: 'name-asked', name: 'counter' }]);
    expect(left).toMatchObject({ askedName: 'counter', checkingName: false });
    const checking = deployContractFormReducer(left, { type: 'name-check-started', name: 'other' });
    expect(checking).toMatchObject({ askedName: 'other', checkingName: true });
    expect(deployContractFormReducer(checking, { type: 'name-check-ended' }).checkingName).toBe(
      false,
    );
  });

  it('keeps the deployer, and starts over on the example with a fresh code field', () => {
    const sent = after([
      { type: 'edited', field: 'contractName', value: 'counter' },
      { type: 'name-asked', name: 'counter' },
      { type: 'sent', deployer: DEPLOYER },
    ]);
    expect(sent.deployer).toBe(DEPLOYER);
    const fresh = deployContractFormReducer(sent, { type: 'started-over' });
    expect(fresh).toEqual({ ...initialDeployContractFormState, codeFieldKey: 1 });
  });
});
