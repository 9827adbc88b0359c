import { describe, expect, it } from 'vitest';
import { executedCharacters, summarizeCoverage } from './bench-js-executed.mjs';

const range = (startOffset: number, endOffset: number, count: number) => ({
  startOffset,
  endOffset,
  count,
});
const fn = (...ranges: ReturnType<typeof range>[]) => ({
  functionName: '',
  isBlockCoverage: true,
  ranges,
});

describe('executedCharacters', () => {
  it('counts each character by the innermost range around it', () => {
    // A script of 100 characters: a called function (10–40) with a block that never ran
    // (20–30), and a function never called (50–90) holding one that was (60–70, impossible in
    // practice but nested all the same).
    const functions = [
      fn(range(0, 100, 1)),
      fn(range(10, 40, 3), range(20, 30, 0)),
      fn(range(50, 90, 0)),
      fn(range(60, 70, 1)),
    ];
    // 0–20 and 30–50 by the script and the function, 60–70, 90–100.
    expect(executedCharacters(functions)).toBe(20 + 20 + 10 + 10);
  });

  it('is nothing for a script whose top level never ran, and all of one that ran whole', () => {
    expect(executedCharacters([fn(range(0, 50, 0))])).toBe(0);
    expect(executedCharacters([fn(range(0, 50, 1)), fn(range(0, 50, 2))])).toBe(50);
  });
});

describe('summarizeCoverage', () => {
  it("sums the origin's scripts only, and counts the functions called", () => {
    const summary = summarizeCoverage(
      [
        { url: 'http://127.0.0.1:1/assets/a.js', functions: [fn(range(0, 2048, 1))] },
        { url: 'http://127.0.0.1:1/assets/b.js', functions: [fn(range(0, 1024, 0))] },
        { url: 'http://127.0.0.1:10/assets/c.js', functions: [fn(range(0, 4096, 1))] },
      ],
      'http://127.0.0.1:1',
    );
    expect(summary).toEqual({ executedKb: 2, functions: 1, scripts: 2 });
  });
});
