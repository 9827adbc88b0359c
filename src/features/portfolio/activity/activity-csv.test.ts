import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from './activity-entry';
import { activityCsv, activityCsvFileName, activityCsvRows, csvField } from './activity-csv';

const TXID = `0x${'ab'.repeat(32)}`;

const sent: ActivityEntry = {
  txid: TXID,
  status: 'confirmed',
  kind: 'send',
  words: 'Sent 12.5 STX to ST2C…RK9AG',
  amounts: [{ direction: 'out', baseUnits: 12_500_000n, decimals: 6, unit: 'STX' }],
  feeMicroStx: 180n,
  time: new Date('2025-03-04T05:06:07.890Z'),
};

describe('csvField', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Sent 12.5 STX to ST2C…RK9AG')).toBe('Sent 12.5 STX to ST2C…RK9AG');
    expect(csvField('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvField('1,000 STX')).toBe('"1,000 STX"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'makes %j inert in a spreadsheet',
    (value) => {
      const field = csvField(value);
      const unquoted = field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
      expect(unquoted).toBe(`'${value}`);
    },
  );

  it('quotes a formula that also holds a comma, after making it inert', () => {
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
  });
});

describe('activityCsvRows', () => {
  it('gives the date in UTC, the type, the status, the words, the amount, its unit, the fee and the txid', () => {
    expect(activityCsvRows(sent)).toEqual([
      [
        '2025-03-04T05:06:07Z',
        'send',
        'confirmed',
        'Sent 12.5 STX to ST2C…RK9AG',
        'sent',
        '12.5',
        'STX',
        '0.00018',
        TXID,
      ],
    ]);
  });

  it('writes one line per asset, plain decimals with no grouping, the fee once, a failure with its reason', () => {
    const rows = activityCsvRows({
      ...sent,
      kind: 'contract-call',
      status: 'failed',
      failureReason: 'The post-conditions did not hold',
      words: 'Called swap on SP000.amm',
      amounts: [
        { direction: 'out', baseUnits: 1_234_500_000n, decimals: 6, unit: 'STX' },
        { direction: 'out', baseUnits: 5n, decimals: undefined, unit: 'SP000.note::note' },
        { direction: 'in', baseUnits: 40_000n, decimals: 8, unit: 'sBTC' },
      ],
      feeMicroStx: 3_000n,
    });
    expect(rows.map((row) => row.slice(4))).toEqual([
      ['sent', '1234.5', 'STX', '0.003', TXID],
      ['sent', '5', 'SP000.note::note (base units)', '', TXID],
      ['received', '0.0004', 'sBTC', '', TXID],
    ]);
    expect(rows.every((row) => row[2] === 'failed: The post-conditions did not hold')).toBe(true);
  });

  it('writes a transaction that moved nothing as one line without an amount', () => {
    expect(activityCsvRows({ ...sent, amounts: [], feeMicroStx: 0n })[0]?.slice(4)).toEqual([
      '',
      '',
      '',
      '0',
      TXID,
    ]);
  });

  it('leaves the date empty when the API gave no time, or one no Date holds', () => {
    expect(activityCsvRows({ ...sent, status: 'pending', time: undefined })[0]?.[0]).toBe('');
    expect(activityCsvRows({ ...sent, time: new Date(Number.NaN) })[0]?.[0]).toBe('');
  });
});

const HEADER = 'Date (UTC),Type,Status,Description,Direction,Amount,Unit,Fee (STX),Transaction ID';

describe('activityCsv', () => {
  it('is the header and CRLF-terminated lines, in the list order', () => {
    const pending: ActivityEntry = { ...sent, status: 'pending', time: undefined, txid: '0x01' };
    expect(activityCsv([pending, sent])).toBe(
      [
        HEADER,
        ',send,pending,Sent 12.5 STX to ST2C…RK9AG,sent,12.5,STX,0.00018,0x01',
        `2025-03-04T05:06:07Z,send,confirmed,Sent 12.5 STX to ST2C…RK9AG,sent,12.5,STX,0.00018,${TXID}`,
        '',
      ].join('\r\n'),
    );
  });

  it('is only the header when nothing is loaded', () => {
    expect(activityCsv([])).toBe(`${HEADER}\r\n`);
  });

  it('ends with a note when some transactions could not be read', () => {
    expect(activityCsv([sent], 2).split('\r\n').at(-2)).toBe(
      ',note,,Note: 2 transactions could not be read and are not in this file.,,,,,',
    );
    expect(activityCsv([sent], 0)).not.toContain('note');
  });

  it('neutralises words a contract chose', () => {
    const csv = activityCsv([{ ...sent, words: '=cmd|" /C calc"!A0' }]);
    expect(csv).toContain(`"'=cmd|"" /C calc""!A0"`);
  });
});

describe('activityCsvFileName', () => {
  it('names the account and the day', () => {
    expect(
      activityCsvFileName(
        'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5',
        new Date('2025-01-31T23:59:00Z'),
      ),
    ).toBe('satchel-activity-ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5-2025-01-31.csv');
  });
});
