// The bench's judgement, kept apart from its measuring so it can be tested (bench-report.test.ts):
// each figure against its target, the table the bench prints, and which router pages
// have no prerendered HTML. No I/O here.
import { matchPath } from 'react-router';

/**
 * The targets of docs/performance.md#targets. `max` is inclusive; a figure that could not be measured (null) is shown
 * as n/a and counts as neither a pass nor a failure.
 */
export const TARGETS = Object.freeze({
  firstLoadJsKbGzip: { max: 110, unit: 'KB', what: 'first-load JS, gzip' },
  firstLoadJsFiles: { max: 8, unit: 'files', what: 'first-load JS files' },
  requestsAtLoad: { max: 15, unit: 'req', what: 'requests at load' },
  tbtThrottledMs: { max: 150, unit: 'ms', what: 'TBT, Fast 3G + 4× CPU' },
  longestLoadTaskMs: { max: 100, unit: 'ms', what: 'longest task at load, Fast 3G + 4× CPU' },
  lcpThrottledMs: { max: 1200, unit: 'ms', what: 'LCP, Fast 3G + 4× CPU' },
  clsThrottled: { max: 0, unit: '', what: 'CLS, Fast 3G + 4× CPU' },
  typingWorstTaskMs: { max: 50, unit: 'ms', what: 'worst task while typing, 4× CPU' },
  typingTasksOver50: { max: 0, unit: 'tasks', what: 'tasks > 50 ms while typing, 4× CPU' },
  routesNotPrerendered: { max: 0, unit: 'routes', what: 'router pages without prerendered HTML' },
  // Its target is each page's budget (bench/js-budget.json), given to judge().
  jsExecutedKb: { max: Infinity, unit: 'KB', what: 'JS executed at load (source)' },
});

/**
 * @typedef {keyof typeof TARGETS} TargetKey
 * @typedef {{ key: TargetKey, subject: string, value: number | null, target: number,
 *   unit: string, what: string, pass: boolean | null }} Figure
 */

/**
 * One figure judged against its target.
 * @param {TargetKey} key
 * @param {string} subject the page or field it was measured on
 * @param {number | null | undefined} value
 * @param {number} [max] the target when it is the page's own (a budget), not the key's
 * @returns {Figure}
 */
export function judge(key, subject, value, max = TARGETS[key].max) {
  const { unit, what } = TARGETS[key];
  const known = typeof value === 'number' && Number.isFinite(value);
  return {
    key,
    subject,
    value: known ? value : null,
    target: max,
    unit,
    what,
    pass: known ? value <= max : null,
  };
}

/** @param {number} value @param {string} unit */
function formatValue(value, unit) {
  const rounded =
    unit === 'KB' ? value.toFixed(1) : unit === '' ? value.toFixed(3) : Math.round(value);
  return unit ? `${rounded} ${unit}` : String(rounded);
}

/**
 * The table the bench prints: one line per figure with its target and ✓, ✗ or n/a.
 * @param {Figure[]} figures
 * @returns {string}
 */
export function formatTable(figures) {
  const rows = figures.map((figure) => [
    figure.what,
    figure.subject,
    figure.value === null ? 'n/a' : formatValue(figure.value, figure.unit),
    `≤ ${formatValue(figure.target, figure.unit)}`,
    figure.pass === null ? 'n/a' : figure.pass ? '✓' : '✗',
  ]);
  const header = ['Figure', 'On', 'Value', 'Target', ''];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const missed = figures.filter((figure) => figure.pass === false).length;
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    missed === 0
      ? 'Every measured figure meets its target.'
      : `${missed} figure(s) miss their target.`,
  ].join('\n');
}

/**
 * The router's page patterns (routes.json) that have neither a prerendered page (prerendered.json)
 * nor a reason to stay client-rendered; the redirects' patterns are not pages.
 * @param {{ patterns: string[], redirectsFrom: string[], prerendered: string[],
 *   clientRendered: string[] }} build
 * @returns {string[]}
 */
export function routesWithoutPrerender({ patterns, redirectsFrom, prerendered, clientRendered }) {
  const skipped = new Set([...redirectsFrom, ...clientRendered]);
  return patterns.filter(
    (pattern) =>
      !skipped.has(pattern) &&
      !prerendered.some((page) => matchPath({ path: pattern, end: true }, page) !== null),
  );
}

/**
 * The middle value of the numbers given (the lower one of the two middles for an even count, a
 * value that was actually measured); null when there is none.
 * @param {Array<number | null | undefined>} values
 * @returns {number | null}
 */
export function median(values) {
  const known = /** @type {number[]} */ (
    values.filter((value) => typeof value === 'number' && Number.isFinite(value))
  );
  if (known.length === 0) return null;
  const sorted = [...known].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/**
 * Names a set of pages in a table cell: all of them at once when it is every page, the first
 * and how many more otherwise.
 * @param {string[]} pages
 * @param {number} total how many pages there are in all
 */
export function describePages(pages, total) {
  if (pages.length === total && total > 1) return `all ${total} prerendered pages`;
  if (pages.length <= 2) return pages.join(', ');
  return `${pages[0]} and ${pages.length - 1} more`;
}

/**
 * The medians perf-measure reported for each page and profile (the figures without a target
 * too, such as FCP and the JS heap), one line each.
 * @param {Record<string, Record<string, Record<string, number> | null>>} load page → profile → medians
 */
export function formatLoadTable(load) {
  /** @type {Array<[key: string, title: string]>} */
  const columns = [
    ['requestsAtLoad', 'req'],
    ['fcp', 'FCP ms'],
    ['lcp', 'LCP ms'],
    ['tbt', 'TBT ms'],
    ['cls', 'CLS'],
    ['jsHeapUsedAfterGcMB', 'heap MB'],
  ];
  const cell = (/** @type {number | undefined} */ value, /** @type {string} */ key) =>
    typeof value !== 'number'
      ? 'n/a'
      : key === 'cls'
        ? value.toFixed(3)
        : key === 'jsHeapUsedAfterGcMB'
          ? value.toFixed(1)
          : String(Math.round(value));
  const rows = Object.entries(load).flatMap(([page, profiles]) =>
    Object.entries(profiles).map(([profile, medians]) => [
      page,
      profile,
      ...columns.map(([key]) => cell(medians?.[key], key)),
    ]),
  );
  const header = ['Page', 'Profile', ...columns.map(([, title]) => title)];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((value, column) => value.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
