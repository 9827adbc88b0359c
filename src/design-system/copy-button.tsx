import { useEffect, useState } from 'react';
import { Button } from './button';
import { Icon } from './icon';

const COPIED_FEEDBACK_MS = 2_000;

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's visible word before copying. */
  label?: string;
  /** What is copied, when several copy buttons share a view: the accessible name becomes
   * "Copy {subject}", then "Copied {subject}", so a list of them reads well. */
  subject?: string;
}

/** Copies `text` to the clipboard and says so for two seconds ("Copied" or "Copy failed"). The
 * one copy button of Satchel: the code display, results and accounts all use it. */
export function CopyButton({ text, label = 'Copy', subject }: CopyButtonProps) {
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
  const word = copyState === 'copied' ? 'Copied' : copyState === 'failed' ? 'Copy failed' : label;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={copy}
      data-copy-state={copyState}
      aria-label={subject === undefined ? undefined : `${word} ${subject}`}
    >
      <Icon name={copyState === 'copied' ? 'check' : 'copy'} size="small" />
      {word}
    </Button>
  );
}
