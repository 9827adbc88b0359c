import { useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/design-system/button';
import { TextInput } from '@/design-system/text-input';
import { useActiveNetwork } from '@/stacks/active-network';
import { HubSection } from './hub-section';
import { OWN_MANAGER_SECTION_ID } from './hub-section-ids';
import { OwnManagerResultLayout, type OwnManagerCheck } from './own-manager-result.layout';
import styles from './staking-hub.module.css';

const OWN_MANAGER_TITLE = 'Bring your own signer-manager';

/**
 * A signer-manager that is not listed, by its contract id (docs/product-decisions.md#staking-pools:
 * any other manager can be used after checking on chain that it is registered and holds a live
 * grant). The field's words appear when the form is submitted and then follow the edits; the check
 * and the principal rules load on the first submit, so the first page carries only the form.
 */
export function BringYourOwnManager() {
  const network = useActiveNetwork();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [check, setCheck] = useState<OwnManagerCheck | undefined>();

  async function runCheck(contractId: string) {
    setCheck({ state: 'checking', contractId });
    try {
      const { checkOwnManager } = await import('./check-own-manager');
      setCheck(await checkOwnManager(queryClient, network, contractId));
    } catch {
      setCheck({ state: 'failed', contractId });
    }
  }

  async function validate(value: string): Promise<string | undefined> {
    const trimmed = value.trim();
    if (trimmed === '') return 'Enter the contract id of a signer-manager (address.contract-name).';
    const { checkContractPrincipal } = await import('@/wallet/stacks-limits');
    const principal = checkContractPrincipal(trimmed);
    return principal.valid ? undefined : principal.message;
  }

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = await validate(text);
    setFieldError(error);
    if (error === undefined) await runCheck(text.trim());
    else setCheck(undefined);
  }

  return (
    <HubSection
      id={OWN_MANAGER_SECTION_ID}
      headingId="own-manager-heading"
      title={OWN_MANAGER_TITLE}
    >
      <p>
        Any signer-manager can take your stake if it is registered with pox-5 and its signer key
        grant is live. Enter its contract id and Satchel checks both on the chain first.
      </p>
      <form className={styles.ownManagerForm} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextInput
          label="Signer-manager contract id"
          name="contract-id"
          autoComplete="off"
          spellCheck={false}
          value={text}
          error={fieldError}
          hint="For example SP….signer-manager"
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            setCheck(undefined);
            // Once shown, the message follows the edits (docs/architecture.md, Forms).
            if (fieldError !== undefined) void validate(value).then(setFieldError);
          }}
        />
        <Button type="submit" loading={check?.state === 'checking'}>
          Check
        </Button>
      </form>
      {check && (
        <OwnManagerResultLayout check={check} onRetry={() => void runCheck(check.contractId)} />
      )}
    </HubSection>
  );
}
