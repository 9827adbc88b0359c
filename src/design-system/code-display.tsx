import { useEffect, useState } from 'react';
import { CodeView } from './code-view';
import styles from './code-display.module.css';

type CodeLanguage = 'clarity';

interface CommonProps {
  /** Shown above the code and used as its accessible name; a fetched file's name by default. */
  title?: string;
  /** docs/product-decisions.md#constants: the default (and only) highlighted language is Clarity. */
  language?: CodeLanguage;
  /** The scroll area's maximum height in px. */
  maxHeight?: number;
}

export type CodeDisplayProps = CommonProps &
  ({ source: string; src?: never } | { src: string; source?: never });

type FetchResult =
  { status: 'ready'; source: string } | { status: 'empty' } | { status: 'error'; message: string };

function fileNameOf(src: string): string {
  const path = src.split(/[?#]/)[0] ?? src;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || src;
}

/** GETs a source file; the result is tied to the URL it belongs to, so a new URL reads as loading. */
function useFetchedSource(src: string | undefined) {
  const [result, setResult] = useState<{ src: string; result: FetchResult }>();
  useEffect(() => {
    if (src === undefined) return;
    const controller = new AbortController();
    const name = fileNameOf(src);
    void fetch(src, { signal: controller.signal })
      .then(async (response): Promise<FetchResult> => {
        if (!response.ok) {
          return {
            status: 'error',
            message: `Could not load ${name}: ${response.status} ${response.statusText}`.trim(),
          };
        }
        const text = await response.text();
        return text.trim() === '' ? { status: 'empty' } : { status: 'ready', source: text };
      })
      .catch((): FetchResult => ({
        status: 'error',
        message: `Could not load ${name}: the network request failed`,
      }))
      .then((next) => {
        if (!controller.signal.aborted) setResult({ src, result: next });
      });
    return () => controller.abort();
  }, [src]);
  return result !== undefined && result.src === src ? result.result : undefined;
}

/**
 * Clarity source with line numbers and a copy button. Plain text shows at once; colours follow
 * from a Web Worker, so even a 1 MB source (the Clarity buffer limit) never freezes the page.
 */
export function CodeDisplay({ title, maxHeight, ...props }: CodeDisplayProps) {
  const fetched = useFetchedSource(props.src);
  const heading = title ?? (props.src === undefined ? undefined : fileNameOf(props.src));

  if (props.source !== undefined) {
    return <CodeView source={props.source} title={heading} maxHeight={maxHeight} />;
  }
  if (fetched?.status === 'ready') {
    return <CodeView source={fetched.source} title={heading} maxHeight={maxHeight} />;
  }
  return (
    <figure className={styles.frame} data-state={fetched?.status ?? 'loading'}>
      {heading ? <figcaption className={styles.header}>{heading}</figcaption> : null}
      {fetched === undefined ? (
        <p className={styles.message} role="status">
          Loading…
        </p>
      ) : fetched.status === 'empty' ? (
        <p className={styles.message} role="status">
          File does not exist or is empty
        </p>
      ) : (
        <p className={styles.message} role="alert" data-tone="error">
          {fetched.message}
        </p>
      )}
    </figure>
  );
}
