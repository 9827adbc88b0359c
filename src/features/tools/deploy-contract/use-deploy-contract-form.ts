import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useReducer, type SyntheticEvent } from 'react';
import { useFieldBinding } from '@/lib/use-field-binding';
import { useActiveNetwork } from '@/stacks/active-network';
import { chainEpochQueryOptions } from '@/stacks/api/chain-epoch';
import { contractExistsQueryOptions } from '@/stacks/api/contract-exists';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { isContractDeployRequest } from '@/transaction-flow/wallet-request';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { isDeployableContractName } from '@/wallet/stacks-limits';
import { useToolWalletMethod } from '../shared/use-tool-wallet-method';
import {
  clarityVersionSupport,
  readClarityVersion,
  type ClarityVersionSupport,
} from './clarity-versions';
import {
  deployContractFormReducer,
  initialDeployContractFormState,
} from './deploy-contract-form-state';
import { validateDeployContract, type DeployContractValues } from './validate-deploy-contract';

export const DEPLOY_CONTRACT_METHOD = 'stx_deployContract';

/** The person's choice while the chain takes it, else the newest the chain takes: a default of
 * a version the chain does not have yet would fail on deploy. */
function clarityVersionFor(chosen: string, support: ClarityVersionSupport): string {
  const version = readClarityVersion(chosen);
  return String(version !== undefined && version <= support.newest ? version : support.newest);
}

/**
 * Everything DeployContractForm does, for its views to render: the form's state
 * (deploy-contract-form-state.ts), the Clarity versions this chain takes, the check of a taken
 * name, and the deploy through the shared transaction flow.
 */
export function useDeployContractForm() {
  const network = useActiveNetwork();
  const sender = findStxAddress(useAtomValue(addressesAtom))?.address;
  const [form, dispatch] = useReducer(deployContractFormReducer, initialDeployContractFormState);
  const { values, askedName } = form;
  const queryClient = useQueryClient();
  const method = useToolWalletMethod('deploy-contract', DEPLOY_CONTRACT_METHOD);
  const unsupported = sender !== undefined && method.unsupported;
  const flow = useTransactionFlow({ network });
  const { state } = flow;

  const epoch = useQuery(chainEpochQueryOptions(network));
  const versions = clarityVersionSupport(network.kind, epoch.data);
  const clarityVersion = clarityVersionFor(values.clarityVersion, versions);

  const name = values.contractName.trim();
  const nameCheck = useQuery({
    ...contractExistsQueryOptions(network, sender ?? '', askedName ?? ''),
    enabled: sender !== undefined && askedName !== undefined,
  });
  const takenName = nameCheck.data === true ? askedName : undefined;
  const validation = validateDeployContract({ ...values, clarityVersion }, { takenName });

  // A refusal stays on screen until the person edits the form again.
  const update = (field: keyof DeployContractValues, value: string) => {
    dispatch({ type: 'edited', field, value });
    flow.edited();
  };
  const fields = useFieldBinding<DeployContractValues, keyof DeployContractValues>({
    values,
    problems: validation.valid ? {} : validation.errors,
    onEdit: update,
  });

  const askAboutName = () => {
    fields.leave('contractName')();
    if (sender && isDeployableContractName(name)) dispatch({ type: 'name-asked', name });
  };

  const deploy = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.submit();
    if (!validation.valid || !sender || unsupported) return;
    const { request } = validation;
    // Asked again now, not from an old answer: a deploy may have taken the name since.
    dispatch({ type: 'name-check-started', name: request.contractName });
    const taken = await queryClient
      .query(contractExistsQueryOptions(network, sender, request.contractName))
      // The check could not be made: the wallet and the node still refuse a taken name.
      .catch(() => false)
      .finally(() => dispatch({ type: 'name-check-ended' }));
    if (taken) return;
    dispatch({ type: 'sent', deployer: sender });
    await flow.run(() => request, method.runOptions);
  };

  const startOver = () => {
    dispatch({ type: 'started-over' });
    fields.reset();
    flow.reset();
  };

  const deployRequest =
    'request' in state && isContractDeployRequest(state.request) ? state.request : undefined;

  return {
    sender,
    form,
    flow,
    unsupported,
    epochPending: epoch.isPending,
    versions,
    clarityVersion,
    name,
    fields,
    update,
    askAboutName,
    deploy,
    startOver,
    deployRequest,
    progressLabel: `Deploy of ${deployRequest?.contractName ?? (name || 'a contract')}`,
  };
}
