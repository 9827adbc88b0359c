import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEventHandler,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { Tokens } from './code-view';
import { FieldMessage } from './field-message';
import { formatByteCount } from './format-byte-count';
import { HighlightStore } from './highlight-chunk';
import { requestHighlight } from './highlight-client';
import styles from './code-editor.module.css';

/** Must match --line-height-code: scroll offsets become line numbers with it. */
const LINE_HEIGHT_PX = 20;
/** Lines drawn above and below the visible ones, so a fast scroll shows no gap. */
const OVERSCAN_LINES = 30;
/** Highlighting waits for this pause in typing, then for the browser to be idle. */
const HIGHLIGHT_PAUSE_MS = 300;
const IDLE_TIMEOUT_MS = 1_000;
const INDENT = '  ';

export const CODE_EDITOR_KEYS_HINT = 'Tab indents. To leave the field, press Esc, then Tab.';

export interface CodeEditorProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The size limit the live counter shows ("12.3 KB of 100 KB"), in UTF-8 bytes. */
  maxBytes: number;
  /** Flags the field as invalid and shows this message under it. */
  error?: string | undefined;
  /** Helper text under the field when there is no error. */
  hint?: string | undefined;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  name?: string;
  id?: string;
  /** The field's height, in lines. */
  visibleLines?: number;
}

interface Highlight {
  source: string;
  store: HighlightStore;
  done: boolean;
}

const encoder = new TextEncoder();

/**
 * Colours for `source` from the design system's highlighter (Shiki in its Web Worker), asked only
 * once typing has paused and the browser is idle, so a keystroke never waits for it. Until they
 * arrive — and on every line edited since — the text shows plain.
 */
function useIdleHighlight(source: string): Highlight | undefined {
  const [highlight, setHighlight] = useState<Highlight>();
  useEffect(() => {
    let cancelHighlight: (() => void) | undefined;
    let idle: number | undefined;
    let frame = 0;
    const start = () => {
      const store = new HighlightStore(source.split('\n'));
      // Chunks can land many per frame; one render per frame is enough.
      const show = (done: boolean) => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => setHighlight({ source, store, done }));
      };
      cancelHighlight = requestHighlight(source, {
        onChunk: (chunk) => {
          store.add(chunk);
          show(false);
        },
        onDone: () => show(true),
        // Plain text stays: colours are a comfort, never a condition.
        onError: () => undefined,
      });
    };
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      } else start();
    }, HIGHLIGHT_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      cancelAnimationFrame(frame);
      cancelHighlight?.();
    };
  }, [source]);
  return highlight;
}

/**
 * Which lines to draw (those in view plus the overscan), and `follow`, which moves the drawn copy
 * with the field's scroll. Runs on every scroll and after every change of `value`.
 */
function useVisibleLines(
  textareaRef: RefObject<HTMLTextAreaElement | null>,
  gutterRef: RefObject<HTMLDivElement | null>,
  codeRef: RefObject<HTMLDivElement | null>,
  value: string,
  visibleLines: number,
) {
  const scrollFrame = useRef(0);
  const [range, setRange] = useState({ start: 0, end: visibleLines + OVERSCAN_LINES });

  const follow = useCallback(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const { scrollTop, scrollLeft } = textarea;
    // Moved at once, outside React, so the copy never lags behind the field by a frame.
    if (gutterRef.current) gutterRef.current.style.transform = `translateY(${-scrollTop}px)`;
    if (codeRef.current) {
      codeRef.current.style.transform = `translate(${-scrollLeft}px, ${-scrollTop}px)`;
    }
    if (scrollFrame.current !== 0) return;
    scrollFrame.current = requestAnimationFrame(() => {
      scrollFrame.current = 0;
      const first = Math.floor(textarea.scrollTop / LINE_HEIGHT_PX);
      const shown = Math.ceil(textarea.clientHeight / LINE_HEIGHT_PX) || visibleLines;
      const start = Math.max(0, first - OVERSCAN_LINES);
      const end = first + shown + OVERSCAN_LINES;
      setRange((previous) =>
        previous.start === start && previous.end === end ? previous : { start, end },
      );
    });
  }, [textareaRef, gutterRef, codeRef, visibleLines]);

  // A paste or a deletion can scroll the field without a scroll event reaching us first.
  useLayoutEffect(follow, [follow, value]);
  useEffect(() => () => cancelAnimationFrame(scrollFrame.current), []);
  return { range, follow };
}

/** The highlighted copy under the field: line numbers and code for the lines `start` to `end`. */
function HighlightedLines({
  lines,
  start,
  end,
  highlight,
  gutterRef,
  codeRef,
}: {
  lines: string[];
  start: number;
  end: number;
  highlight: Highlight | undefined;
  gutterRef: RefObject<HTMLDivElement | null>;
  codeRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div className={styles.layer} aria-hidden="true">
      <div className={styles.gutter}>
        <div ref={gutterRef} style={{ paddingTop: start * LINE_HEIGHT_PX }}>
          {lines.slice(start, end).map((_, offset) => (
            <div key={start + offset} className={styles.line}>
              {start + offset + 1}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.code}>
        <div ref={codeRef} className={styles.lines} style={{ paddingTop: start * LINE_HEIGHT_PX }}>
          {lines.slice(start, end).map((line, offset) => {
            const index = start + offset;
            // Colours only for lines unchanged since they were highlighted.
            const tokens =
              highlight && highlight.store.lines[index] === line
                ? highlight.store.tokensFor(index)
                : undefined;
            return (
              <div key={index} className={styles.line}>
                {tokens ? <Tokens tokens={tokens} /> : line}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** Inserts `text` at the caret as typing would, keeping the browser's undo history. */
function insertAtCaret(
  textarea: HTMLTextAreaElement,
  text: string,
  onValueChange: (value: string) => void,
) {
  // execCommand is the one way to edit a field that Undo can take back; where it is missing
  // (jsdom) the text goes in directly.
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- no replacement keeps undo
  const inserted = 'execCommand' in document && document.execCommand('insertText', false, text);
  if (inserted) return;
  const { selectionStart, selectionEnd } = textarea;
  textarea.setRangeText(text, selectionStart, selectionEnd, 'end');
  onValueChange(textarea.value);
}

/**
 * A code field: a plain `<textarea>` (so typing, selection, undo, IME and screen readers work as
 * in any field) laid exactly over a Clarity-highlighted copy with line numbers. Only the lines in
 * view are drawn, so 100 KB of code types as smoothly as ten lines. Tab indents; Esc, then Tab
 * leaves the field (Shift+Tab always goes back), so a keyboard is never trapped.
 */
export function CodeEditor({
  label,
  value,
  onValueChange,
  maxBytes,
  error,
  hint,
  onBlur,
  name,
  id,
  visibleLines = 16,
}: CodeEditorProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const counterId = `${inputId}-counter`;
  const keysId = `${inputId}-keys`;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const gutterRef = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLDivElement>(null);
  /** Esc was the last key: the next Tab leaves the field instead of indenting. */
  const escaped = useRef(false);

  const lines = useMemo(() => value.split('\n'), [value]);
  const bytes = useMemo(() => encoder.encode(value).length, [value]);
  const overLimit = bytes > maxBytes;
  const highlight = useIdleHighlight(value);

  // The field is left uncontrolled: React keeps a controlled textarea's `defaultValue` (its text
  // node) equal to the value, rewriting 100 KB of DOM per keystroke. The value goes in only when
  // it changed from outside (the first render, a reset), not when it came from the field itself.
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (textarea && textarea.value !== value) textarea.value = value;
  }, [value]);
  // After the value is in the field: what to draw depends on where the field has scrolled.
  const { range, follow } = useVisibleLines(textareaRef, gutterRef, codeRef, value, visibleLines);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const afterEscape = escaped.current;
    escaped.current = event.key === 'Escape';
    const plain = !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
    if (event.key !== 'Tab' || !plain || afterEscape) return;
    event.preventDefault();
    insertAtCaret(event.currentTarget, INDENT, onValueChange);
  };

  const end = Math.min(range.end, lines.length);
  const start = Math.min(range.start, end);
  const current = highlight;
  const colored = current?.source === value && current.done;
  const message = error ?? hint;

  return (
    <div
      className={styles.field}
      data-invalid={error ? '' : undefined}
      style={{ '--editor-lines': visibleLines } as CSSProperties}
    >
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div
        className={styles.frame}
        data-highlight={colored ? 'colored' : current ? 'partial' : 'plain'}
      >
        <HighlightedLines
          lines={lines}
          start={start}
          end={end}
          highlight={current}
          gutterRef={gutterRef}
          codeRef={codeRef}
        />
        <textarea
          ref={textareaRef}
          id={inputId}
          name={name}
          className={styles.input}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[message ? messageId : '', counterId, keysId].join(' ').trim()}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={onKeyDown}
          onScroll={follow}
          onBlur={(event) => {
            escaped.current = false;
            onBlur?.(event);
          }}
        />
      </div>
      <div className={styles.footer}>
        <p id={counterId} className={styles.counter} data-over={overLimit || undefined}>
          {formatByteCount(bytes, maxBytes)}
        </p>
        <p id={keysId} className={styles.keys}>
          {CODE_EDITOR_KEYS_HINT}
        </p>
      </div>
      <FieldMessage id={messageId} className={styles.message} message={message} />
    </div>
  );
}
