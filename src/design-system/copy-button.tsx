import { useEffect, useState } from 'react';
import { Button } from './button';
import { Icon } from './icon';

const COPIED_FEEDBACK_MS = 2_000;

/** Copies `text` to the clipboard and says so for two seconds ("Copied" or "Copy failed"). */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = window.setTimeout(() => setCopyState('idle'), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copyState]);
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };
  return (
    <Button variant="ghost" size="sm" onClick={copy} data-copy-state={copyState}>
      <Icon name={copyState === 'copied' ? 'check' : 'copy'} size="small" />
      {copyState === 'copied' ? 'Copied' : copyState === 'failed' ? 'Copy failed' : label}
    </Button>
  );
}
