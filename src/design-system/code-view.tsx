import { useEffect, useMemo, useRef, useState, type CSSProperties, type UIEvent } from 'react';
import { CopyButton } from './copy-button';
import {
  FONT_BOLD,
  FONT_ITALIC,
  FONT_UNDERLINE,
  HighlightStore,
  splitLines,
  type LineToken,
} from './highlight-chunk';
import { requestHighlight } from './highlight-client';
import styles from './code-display.module.css';
import { formatNumber } from '@/lib/format-number';

/** Must match --line-height-code: windowing turns scroll offsets into line numbers with it. */
const CODE_LINE_HEIGHT_PX = 20;
/** Up to this many lines everything is rendered; beyond it only the visible window is. */
export const WINDOWING_THRESHOLD_LINES = 500;
const OVERSCAN_LINES = 40;
const INITIAL_WINDOW_LINES = 80;

type HighlightState = 'plain' | 'partial' | 'colored' | 'failed';

export interface CodeViewProps {
  source: string;
  title?: string | undefined;
  maxHeight?: number | undefined;
}

interface Range {
  start: number;
  end: number;
}

function fontStyleName(bits: number): string | undefined {
  const names = [
    bits & FONT_ITALIC ? 'italic' : '',
    bits & FONT_BOLD ? 'bold' : '',
    bits & FONT_UNDERLINE ? 'underline' : '',
  ].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

/** One line's coloured tokens (also the Clarity editor's highlighted copy). */
export function Tokens({ tokens }: { tokens: LineToken[] }) {
  return tokens.map((token, index) =>
    token.light === undefined && token.dark === undefined && token.fontStyle === 0 ? (
      token.text
    ) : (
      <span
        key={index}
        className={styles.token}
        data-font={fontStyleName(token.fontStyle)}
        style={{ '--code-light': token.light, '--code-dark': token.dark } as CSSProperties}
      >
        {token.text}
      </span>
    ),
  );
}

function useHighlighting(source: string, lines: readonly string[]) {
  const store = useMemo(() => new HighlightStore(lines), [lines]);
  const [progress, setProgress] = useState<{ store: HighlightStore; failed: boolean }>();
  useEffect(() => {
    let frame = 0;
    // Many chunks can land in one frame; one re-render per frame is enough.
    const scheduleRender = (failed = false) => {
      if (failed) {
        setProgress({ store, failed: true });
        return;
      }
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setProgress({ store, failed: false });
      });
    };
    const cancel = requestHighlight(source, {
      onChunk: (chunk) => {
        store.add(chunk);
        scheduleRender();
      },
      onDone: () => scheduleRender(),
      onError: () => scheduleRender(true),
    });
    return () => {
      cancel();
      cancelAnimationFrame(frame);
    };
  }, [source, store]);

  const current = progress?.store === store ? progress : undefined;
  const state: HighlightState = current?.failed
    ? 'failed'
    : current === undefined
      ? 'plain'
      : store.isComplete
        ? 'colored'
        : 'partial';
  // `progress` changes on every chunk, re-rendering the visible lines with their new colours.
  return { store, state, revision: progress };
}

/** The code itself: gutter, lines (windowed when long), progressive colours and copying. */
export function CodeView({ source, title, maxHeight = 480 }: CodeViewProps) {
  const lines = useMemo(() => splitLines(source), [source]);
  const { store, state } = useHighlighting(source, lines);
  const windowed = lines.length > WINDOWING_THRESHOLD_LINES;
  const [scrolledRange, setScrolledRange] = useState<Range & { lines: readonly string[] }>();
  const scrollFrame = useRef(0);

  const range: Range = !windowed
    ? { start: 0, end: lines.length }
    : scrolledRange?.lines === lines
      ? scrolledRange
      : { start: 0, end: Math.min(lines.length, INITIAL_WINDOW_LINES) };

  useEffect(() => () => cancelAnimationFrame(scrollFrame.current), []);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (!windowed || scrollFrame.current !== 0) return;
    const scroller = event.currentTarget;
    scrollFrame.current = requestAnimationFrame(() => {
      scrollFrame.current = 0;
      const first = Math.floor(scroller.scrollTop / CODE_LINE_HEIGHT_PX);
      const visible = Math.ceil(scroller.clientHeight / CODE_LINE_HEIGHT_PX);
      const start = Math.max(0, first - OVERSCAN_LINES);
      const end = Math.min(lines.length, first + visible + OVERSCAN_LINES);
      setScrolledRange((previous) =>
        previous?.lines === lines && previous.start === start && previous.end === end
          ? previous
          : { start, end, lines },
      );
    });
  };

  const widestLine = useMemo(
    () => lines.reduce((widest, line) => Math.max(widest, line.length), 0),
    [lines],
  );
  const label = title ?? 'Code';
  const rendered = lines.slice(range.start, range.end);

  return (
    <figure
      className={styles.frame}
      data-state="ready"
      data-highlight={state}
      data-windowed={windowed || undefined}
    >
      <div className={styles.header}>
        {title ? <figcaption className={styles.title}>{title}</figcaption> : <span />}
        <span className={styles.meta}>
          {formatNumber(lines.length)} {lines.length === 1 ? 'line' : 'lines'}
        </span>
        <CopyButton value={source} />
      </div>
      <div
        className={styles.scroller}
        style={{ maxHeight }}
        // Focusable so keyboard users can scroll it; named so the region is announced.
        tabIndex={0}
        role="region"
        aria-label={label}
        onScroll={onScroll}
      >
        <pre
          className={styles.pre}
          style={{
            minWidth: `calc(${widestLine}ch + var(--size-code-gutter) + var(--space-6))`,
            paddingTop: range.start * CODE_LINE_HEIGHT_PX,
            paddingBottom: (lines.length - range.end) * CODE_LINE_HEIGHT_PX,
          }}
        >
          <code className={styles.code}>
            {rendered.map((line, offset) => {
              const index = range.start + offset;
              const tokens = store.tokensFor(index);
              return (
                <span key={index} className={styles.line}>
                  <span className={styles.gutter} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.text}>{tokens ? <Tokens tokens={tokens} /> : line}</span>
                </span>
              );
            })}
          </code>
        </pre>
      </div>
    </figure>
  );
}
