import { startTransition, useState, type FocusEventHandler } from 'react';
import { Link as RouterLink } from 'react-router';
import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { CodeEditor } from '@/design-system/code-editor';
import { CopyButton } from '@/design-system/copy-button';
import { Link } from '@/design-system/link';
import { Select } from '@/design-system/select';
import { TextInput } from '@/design-system/text-input';
import { routes } from '@/lib/routes';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import { WalletSubmitButton } from '@/transaction-flow/wallet-submit-button';
import {
  CONTRACT_CODE_MAX_BYTES,
  DEPLOYABLE_CONTRACT_NAME_MAX_CHARS,
} from '@/wallet/stacks-limits';
import { CLARITY_VERSIONS, type ClarityVersionSupport } from './clarity-versions';
import { DEPLOY_CONTRACT_METHOD, useDeployContractForm } from './use-deploy-contract-form';
import styles from './deploy-contract-form.module.css';

type DeployContractFormHandle = ReturnType<typeof useDeployContractForm>;

/** The versions this chain takes, newest last. */
function versionOptions({ newest }: ClarityVersionSupport) {
  return CLARITY_VERSIONS.filter(({ version }) => version <= newest).map(({ version, epoch }) => ({
    value: String(version),
    label: `Clarity ${version} (from Epoch ${epoch})`,
  }));
}

/**
 * The code editor with its own copy of the text: a keystroke re-renders only the editor, and the
 * form (its checks, the version select, the transaction flow) follows in a transition, which
 * React drops for the next keystroke — re-rendering the whole form per keystroke blocked typing.
 * The form remounts it (a new `key`) to put other text in.
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
  const form = useDeployContractForm();
  const { state } = form.flow;
  if (form.deployRequest || state.phase === 'proposed') return <DeployContractResult form={form} />;
  const { sender, versions, fields, name } = form;
  const contractName = fields.bind('contractName');
  return (
    <form className={styles.form} onSubmit={(event) => void form.deploy(event)} noValidate>
      {sender ? null : (
        <Banner variant="info" title="Connect your wallet to deploy">
          The form checks your contract now; deploying needs a connected wallet.
        </Banner>
      )}
      <TextInput
        label="Contract name"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        {...contractName}
        onBlur={form.askAboutName}
        hint={
          sender
            ? `Letters, digits, - and _, up to ${DEPLOYABLE_CONTRACT_NAME_MAX_CHARS}. Its id: ${sender}.${name || '…'}`
            : `Letters, digits, - and _, starting with a letter; up to ${DEPLOYABLE_CONTRACT_NAME_MAX_CHARS}`
        }
      />
      <ClarityCodeField
        key={form.form.codeFieldKey}
        initial={form.form.values.clarityCode}
        onChange={(code) => form.update('clarityCode', code)}
        onBlur={fields.leave('clarityCode')}
        error={fields.errors.clarityCode}
      />
      <Select
        label="Clarity version"
        name="clarityVersion"
        options={versionOptions(versions)}
        value={form.clarityVersion}
        onValueChange={(version) => form.update('clarityVersion', version)}
      />
      <p className={styles.note} data-testid="clarity-version-note">
        {versions.source === 'chain'
          ? `This network is at Epoch ${versions.epoch}: Clarity ${versions.newest} is the newest it takes.`
          : form.epochPending
            ? `Clarity ${versions.newest} is the newest this network is known to take.`
            : `Satchel could not read this network’s epoch, so it offers Clarity ${versions.newest}, the newest this network is known to take. If the deploy fails, choose an older version.`}
      </p>
      {fields.errors.clarityVersion ? (
        <p className={styles.error}>{fields.errors.clarityVersion}</p>
      ) : null}
      {/* The form stays: the code can still be written and checked, only not deployed. */}
      {form.unsupported ? <UnsupportedMethodNotice method={DEPLOY_CONTRACT_METHOD} /> : null}
      {form.unsupported && state.phase === 'wallet-refused' ? null : (
        <TransactionProgress state={state} label={form.progressLabel} />
      )}
      <div className={styles.actions}>
        <WalletSubmitButton
          phase={state.phase}
          preparing={form.form.checkingName}
          disabled={!sender || form.unsupported}
        >
          Deploy contract
        </WalletSubmitButton>
      </div>
    </form>
  );
}

/** Once the deploy is sent: its progress, the contract's id once it is on chain, and the way
 * back to the form. */
function DeployContractResult({ form }: { form: DeployContractFormHandle }) {
  const { state } = form.flow;
  const { deployRequest } = form;
  const { deployer } = form.form;
  const contractId =
    deployRequest && deployer ? `${deployer}.${deployRequest.contractName}` : undefined;
  return (
    <div className={styles.result}>
      <TransactionProgress state={state} label={form.progressLabel} />
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
          <Button variant="solid" onClick={form.flow.reset}>
            Edit the contract
          </Button>
          <Button variant="outline" onClick={form.startOver}>
            Start over
          </Button>
        </div>
      ) : state.phase === 'confirmed' || state.phase === 'proposed' ? (
        <div className={styles.actions}>
          <Button variant="outline" onClick={form.startOver}>
            Deploy another
          </Button>
        </div>
      ) : null}
    </div>
  );
}
