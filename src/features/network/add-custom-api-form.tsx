import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/design-system/button';
import { TextInput } from '@/design-system/text-input';
import { useFieldBinding } from '@/lib/use-field-binding';
import type { CustomApi } from '@/stacks/custom-apis';
import {
  ALLOWED_API_ORIGINS,
  checkCustomApi,
  CustomApiCheckError,
  readCustomApiUrl,
} from './check-custom-api';
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

/** Adds a Stacks API after checking that its /v2/info answers like a Stacks node. The address
 * is checked as every form checks its fields (decision 0007): on leaving the field or on submit;
 * the node's answer, on submit. */
export function AddCustomApiForm({
  initialUrl = '',
  initialError,
  onAdded,
}: AddCustomApiFormProps) {
  const [url, setUrl] = useState(initialUrl);
  // The node's refusal (or the link's, from `?api=`), until the address is edited.
  const [checkError, setCheckError] = useState(initialError);
  const [checking, setChecking] = useState(false);
  const reading = readCustomApiUrl(url);
  const fields = useFieldBinding<{ url: string }, 'url'>({
    values: { url },
    problems: reading.valid ? {} : { url: reading.error },
    onEdit: (_field, value) => {
      setUrl(value);
      setCheckError(undefined);
    },
  });
  const error = fields.errors.url ?? checkError;

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.submit();
    if (!reading.valid) return;
    setChecking(true);
    setCheckError(undefined);
    try {
      onAdded(await checkCustomApi(reading.url));
    } catch (failure) {
      setCheckError(
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
        {...fields.bind('url')}
        error={error}
        aria-invalid={error ? true : undefined}
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
