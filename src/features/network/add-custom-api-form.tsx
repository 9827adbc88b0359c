import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/design-system/button';
import { TextInput } from '@/design-system/text-input';
import type { CustomApi } from '@/stacks/custom-apis';
import { ALLOWED_API_ORIGINS, checkCustomApi, CustomApiCheckError } from './check-custom-api';
import styles from './network-dialog.module.css';

interface AddCustomApiFormProps {
  initialUrl?: string | undefined;
  initialError?: string | undefined;
  onAdded: (api: CustomApi) => void;
}

const HINT =
  ALLOWED_API_ORIGINS === 'any'
    ? 'Any Stacks API that answers /v2/info (development server).'
    : `Served from ${ALLOWED_API_ORIGINS.join(', ')}.`;

/** Adds a Stacks API after checking that its /v2/info answers like a Stacks node. */
export function AddCustomApiForm({
  initialUrl = '',
  initialError,
  onAdded,
}: AddCustomApiFormProps) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState(initialError);
  const [checking, setChecking] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecking(true);
    setError(undefined);
    try {
      onAdded(await checkCustomApi(url));
    } catch (failure) {
      setError(
        failure instanceof CustomApiCheckError ? failure.message : 'This API could not be checked.',
      );
    } finally {
      setChecking(false);
    }
  };

  return (
    <form
      className={styles.form}
      aria-label="Add a custom API"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <TextInput
        label="Custom Stacks API URL"
        type="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={error}
        hint={HINT}
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        shrink
      />
      <Button type="submit" variant="outline" loading={checking}>
        Add and use
      </Button>
    </form>
  );
}
