import { EXAMPLE_CONTRACT, EXAMPLE_CONTRACT_NAME } from './example-contract';
import type { DeployContractValues } from './validate-deploy-contract';

const INITIAL_VALUES: DeployContractValues = {
  contractName: EXAMPLE_CONTRACT_NAME,
  clarityCode: EXAMPLE_CONTRACT,
  // None chosen yet: the newest the chain takes (see clarityVersionFor).
  clarityVersion: '',
};

/** What the Deploy a contract form holds besides its transaction flow. */
export interface DeployContractFormState {
  values: DeployContractValues;
  /** Bumped by Start over: the code field remounts with the example. */
  codeFieldKey: number;
  /** The name last asked about: on leaving the field and on submit, never per keystroke. */
  askedName: string | undefined;
  /** Busy only from the submit's own check: leaving the name field (which a click on the button
   * does) must not disable the button under the pointer. */
  checkingName: boolean;
  /** The account that sent the deploy, kept from the moment it was sent: the contract is
   * theirs even if the person switches accounts while it confirms. */
  deployer: string | undefined;
}

export type DeployContractFormAction =
  | { type: 'edited'; field: keyof DeployContractValues; value: string }
  | { type: 'name-asked'; name: string }
  | { type: 'name-check-started'; name: string }
  | { type: 'name-check-ended' }
  | { type: 'sent'; deployer: string }
  | { type: 'started-over' };

export const initialDeployContractFormState: DeployContractFormState = {
  values: INITIAL_VALUES,
  codeFieldKey: 0,
  askedName: undefined,
  checkingName: false,
  deployer: undefined,
};

export function deployContractFormReducer(
  state: DeployContractFormState,
  action: DeployContractFormAction,
): DeployContractFormState {
  switch (action.type) {
    case 'edited':
      return { ...state, values: { ...state.values, [action.field]: action.value } };
    case 'name-asked':
      return { ...state, askedName: action.name };
    case 'name-check-started':
      return { ...state, askedName: action.name, checkingName: true };
    case 'name-check-ended':
      return { ...state, checkingName: false };
    case 'sent':
      return { ...state, deployer: action.deployer };
    case 'started-over':
      return {
        ...state,
        values: INITIAL_VALUES,
        codeFieldKey: state.codeFieldKey + 1,
        askedName: undefined,
        deployer: undefined,
      };
  }
}
