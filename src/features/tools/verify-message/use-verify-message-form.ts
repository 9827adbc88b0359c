import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useFieldBinding } from '@/lib/use-field-binding';
import { useActiveNetwork } from '@/stacks/active-network';
import { useTrackToolUse } from '../shared/use-track-tool-use';
import { checkMessageSignature, type VerifyMessageResult } from './check-message-signature';
import { openVerifyForm } from './open-verify-form';
import {
  validateVerifyMessage,
  type VerifyMessageErrors,
  type VerifyMessageValues,
} from './validate-verify-message';

/** The Verify a message form's state: its values and the result of the last check, which any
 * edit clears. VerifyMessageForm only renders it. */
export function useVerifyMessageForm() {
  const network = useActiveNetwork();
  const [search] = useSearchParams();
  const track = useTrackToolUse('verify-message');
  const [initial] = useState(() => openVerifyForm(search, network));
  const [values, setValues] = useState<VerifyMessageValues>(initial.values);
  const [result, setResult] = useState<VerifyMessageResult | undefined>(initial.result);
  const validation = validateVerifyMessage(values);

  // A result belongs to the values it was checked with: any edit clears it.
  const update = (patch: Partial<VerifyMessageValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setResult(undefined);
  };
  const fields = useFieldBinding<VerifyMessageValues, keyof VerifyMessageErrors>({
    values,
    problems: validation.valid ? {} : validation.errors,
    onEdit: (field, value) => update({ [field]: value }),
  });

  const verify = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.submit();
    if (!validation.valid) return;
    const checked = checkMessageSignature(validation.check, network.kind);
    // Checked in the page: no wallet can refuse, so a use ends in success (whatever the verdict).
    track('success');
    setResult(checked);
  };

  return { values, update, bind: fields.bind, result, verify };
}
