import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { startTransition, useState, type FocusEventHandler, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { CodeEditor } from '@/design-system/code-editor';
import { CopyButton } from '@/design-system/copy-button';
import { Link } from '@/design-system/link';
import { Select } from '@/design-system/select';
import { TextInput } from '@/design-system/text-input';
import { routes } from '@/lib/routes';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useActiveNetwork } from '@/stacks/active-network';
import { contractExistsQueryOptions } from '@/stacks/api/contract-exists';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import { isTransactionFlowBusy } from '@/transaction-flow/transaction-flow-state';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { isContractDeployRequest } from '@/transaction-flow/wallet-request';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import {
  CONTRACT_CODE_MAX_BYTES,
  DEPLOYABLE_CONTRACT_NAME_MAX_CHARS,
  isDeployableContractName,
} from '@/wallet/stacks-limits';
import { useToolWalletMethod } from '../shared/use-tool-wallet-method';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import { chainEpochQueryOptions } from '@/stacks/api/chain-epoch';
import {
  CLARITY_VERSIONS,
  clarityVersionSupport,
  readClarityVersion,
  type ClarityVersionSupport,
} from './clarity-versions';
import { EXAMPLE_CONTRACT, EXAMPLE_CONTRACT_NAME } from './example-contract';
import { validateDeployContract, type DeployContractValues } from './validate-deploy-contract';
import styles from './deploy-contract-form.module.css';

const INITIAL: DeployContractValues = {
  contractName: EXAMPLE_CONTRACT_NAME,
  clarityCode: EXAMPLE_CONTRACT,
  // None chosen yet: the newest the chain takes (see clarityVersionFor).
  clarityVersion: '',
};

/** The versions this chain takes, newest last. */
function versionOptions({ newest }: ClarityVersionSupport) {
  return CLARITY_VERSIONS.filter(({ version }) => version <= newest).map(({ version, epoch }) => ({
    value: String(version),
    label: `Clarity ${version} (from Epoch ${epoch})`,
  }));
}

/** The person's choice while the chain takes it, else the newest the chain takes: a default of
 * a version the chain does not have yet would fail on deploy. */
function clarityVersionFor(chosen: string, support: ClarityVersionSupport): string {
  const version = readClarityVersion(chosen);
  return String(version !== undefined && version <= support.newest ? version : support.newest);
}

const METHOD = 'stx_deployContract';

/**
 * The code editor with its own copy of the text: a keystroke re-renders only the editor, and the
 * form (its checks, the version select, the transaction flow) follows in a transition, which
 * React drops for the next keystroke — re-rendering the whole form per keystroke blocked typing
 *. The form remounts it (a new `key`) to put other text in.
 */
function ClarityCodeField({
  initial,
  onChange,
  onBlur,
  error,
}: {
  initial: string;
  onChange: (code: string) => void;
  onBlur: FocusEventHandler<HTMLTextAreaElement>;
  error: string | undefined;
}) {
  const [code, setCode] = useState(initial);
  return (
    <CodeEditor
      label="Clarity code"
      name="clarityCode"
      value={code}
      onValueChange={(next) => {
        setCode(next);
        startTransition(() => onChange(next));
      }}
      onBlur={onBlur}
      maxBytes={CONTRACT_CODE_MAX_BYTES}
      error={error}
    />
  );
}

/** Tools › Deploy a contract: a name, Clarity code and a Clarity version, checked as the wallet
 * and the node will check them, then deployed through the shared transaction flow. */
export function DeployContractForm() {
  const network = useActiveNetwork();
  const sender = findStxAddress(useAtomValue(addressesAtom))?.address;
  const [values, setValues] = useState<DeployContractValues>(INITIAL);
  /** Bumped by Start over: the code field remounts with the example. */
  const [codeFieldKey, setCodeFieldKey] = useState(0);
  /** The name last asked about: on leaving the field and on submit, never per keystroke. */
  const [askedName, setAskedName] = useState<string>();
  /** Busy only from the submit's own check: leaving the name field (which a click on the button
   * does) must not disable the button under the pointer. */
  const [checkingName, setCheckingName] = useState(false);
  /** The account that sent the deploy, kept from the moment it was sent: the contract is
   * theirs even if the person switches accounts while it confirms. */
  const [deployer, setDeployer] = useState<string>();
  const fieldErrors = useFieldErrors<keyof DeployContractValues>();
  const queryClient = useQueryClient();
  const method = useToolWalletMethod('deploy-contract', METHOD);
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
  const errors = fieldErrors.shown(validation.valid ? {} : validation.errors);

  // A refusal stays on screen until the person edits the form again.
  const update = (field: keyof DeployContractValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (state.phase === 'wallet-refused' || state.phase === 'not-built') flow.reset();
  };

  const askAboutName = () => {
    fieldErrors.leave('contractName')();
    if (sender && isDeployableContractName(name)) setAskedName(name);
  };

  const deploy = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fieldErrors.submit();
    if (!validation.valid || !sender || unsupported) return;
    const { request } = validation;
    setAskedName(request.contractName);
    // Asked again now, not from an old answer: a deploy may have taken the name since.
    setCheckingName(true);
    const taken = await queryClient
      .query(contractExistsQueryOptions(network, sender, request.contractName))
      // The check could not be made: the wallet and the node still refuse a taken name.
      .catch(() => false)
      .finally(() => setCheckingName(false));
    if (taken) return;
    setDeployer(sender);
    await flow.run(() => request, method.runOptions);
  };

  const startOver = () => {
    setValues(INITIAL);
    setCodeFieldKey((key) => key + 1);
    setAskedName(undefined);
    setDeployer(undefined);
    fieldErrors.reset();
    flow.reset();
  };

  const deployRequest =
    'request' in state && isContractDeployRequest(state.request) ? state.request : undefined;
  const progressLabel = `Deploy of ${deployRequest?.contractName ?? (name || 'a contract')}`;

  if (deployRequest || state.phase === 'proposed') {
    const contractId =
      deployRequest && deployer ? `${deployer}.${deployRequest.contractName}` : undefined;
    return (
      <div className={styles.result}>
        <TransactionProgress state={state} label={progressLabel} />
        {contractId && state.phase === 'confirmed' ? (
          <section className={styles.deployed} aria-labelledby="deployed-contract-heading">
            <h2 id="deployed-contract-heading">Contract</h2>
            <div className={styles.contractId}>
              <code data-testid="deployed-contract-id">{contractId}</code>
              <CopyButton value={contractId} label="contract id" />
            </div>
            <Link asChild>
              <RouterLink to={routes.callContract({ contract: contractId })}>
                Call this contract
              </RouterLink>
            </Link>
          </section>
        ) : null}
        {state.phase === 'failed' ? (
          <div className={styles.actions}>
            {/* The code is usually what failed: back to it as it was, to fix it. */}
            <Button variant="solid" onClick={flow.reset}>
              Edit the contract
            </Button>
            <Button variant="outline" onClick={startOver}>
              Start over
            </Button>
          </div>
        ) : state.phase === 'confirmed' || state.phase === 'proposed' ? (
          <div className={styles.actions}>
            <Button variant="outline" onClick={startOver}>
              Deploy another
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void deploy(event)} noValidate>
      {sender ? null : (
        <Banner variant="info" title="Connect your wallet to deploy">
          The form checks your contract now; deploying needs a connected wallet.
        </Banner>
      )}
      <TextInput
        label="Contract name"
        name="contractName"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={values.contractName}
        onChange={(event) => update('contractName')(event.target.value)}
        onBlur={askAboutName}
        error={errors.contractName}
        hint={
          sender
            ? `Letters, digits, - and _, up to ${DEPLOYABLE_CONTRACT_NAME_MAX_CHARS}. Its id: ${sender}.${name || '…'}`
            : `Letters, digits, - and _, starting with a letter; up to ${DEPLOYABLE_CONTRACT_NAME_MAX_CHARS}`
        }
      />
      <ClarityCodeField
        key={codeFieldKey}
        initial={values.clarityCode}
        onChange={update('clarityCode')}
        onBlur={fieldErrors.leave('clarityCode')}
        error={errors.clarityCode}
      />
      <Select
        label="Clarity version"
        name="clarityVersion"
        options={versionOptions(versions)}
        value={clarityVersion}
        onValueChange={update('clarityVersion')}
      />
      <p className={styles.note} data-testid="clarity-version-note">
        {versions.source === 'chain'
          ? `This network is at Epoch ${versions.epoch}: Clarity ${versions.newest} is the newest it takes.`
          : epoch.isPending
            ? `Clarity ${versions.newest} is the newest this network is known to take.`
            : `Satchel could not read this network’s epoch, so it offers Clarity ${versions.newest}, the newest this network is known to take. If the deploy fails, choose an older version.`}
      </p>
      {errors.clarityVersion ? <p className={styles.error}>{errors.clarityVersion}</p> : null}
      {/* The form stays: the code can still be written and checked, only not deployed. */}
      {unsupported ? <UnsupportedMethodNotice method={METHOD} /> : null}
      {unsupported && state.phase === 'wallet-refused' ? null : (
        <TransactionProgress state={state} label={progressLabel} />
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="solid"
          disabled={!sender || unsupported}
          loading={isTransactionFlowBusy(state) || checkingName}
        >
          {state.phase === 'signing' ? 'Confirm in your wallet…' : 'Deploy contract'}
        </Button>
      </div>
    </form>
  );
}
