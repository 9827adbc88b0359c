import { useEffect, useState } from 'react';
import { Button } from './button';
import { Icon } from './icon';

const COPIED_FEEDBACK_MS = 2_000;

export interface CopyButtonProps {
  value: string;
  /** What is copied, for the button's accessible name: "Copy {label}", then "Copied {label}".
   * Without it the button reads "Copy" (where the context names what is copied). */
  label?: string;
}

/** Copies `value` to the clipboard and says so (or that it could not) for two seconds. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  const text = state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : 'Copy';
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={copy}
      data-copy-state={state}
      aria-label={label === undefined ? undefined : `${text} ${label}`}
    >
      <Icon name={state === 'copied' ? 'check' : 'copy'} size="small" />
      {text}
    </Button>
  );
}
