import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from './activity-entry';
import { activityCsv, activityCsvFileName, activityCsvRow, csvField } from './activity-csv';

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

describe('activityCsvRow', () => {
  it('gives the date in UTC, the type, the status, the words, the amounts, the fee and the txid', () => {
    expect(activityCsvRow(sent)).toEqual([
      '2025-03-04T05:06:07Z',
      'send',
      'confirmed',
      'Sent 12.5 STX to ST2C…RK9AG',
      '12.5 STX',
      '',
      '0.00018 STX',
      TXID,
    ]);
  });

  it('puts every amount on its side, several joined, and a failure with its reason', () => {
    const row = activityCsvRow({
      ...sent,
      kind: 'contract-call',
      status: 'failed',
      failureReason: 'The post-conditions did not hold',
      words: 'Called swap on SP000.amm',
      amounts: [
        { direction: 'out', baseUnits: 1_000_000_000n, decimals: 6, unit: 'STX' },
        { direction: 'out', baseUnits: 5n, decimals: 0, unit: 'NOTE' },
        { direction: 'in', baseUnits: 40_000n, decimals: 8, unit: 'sBTC' },
      ],
      feeMicroStx: 0n,
    });
    expect(row[2]).toBe('failed: The post-conditions did not hold');
    expect(row[4]).toBe('1,000 STX; 5 NOTE');
    expect(row[5]).toBe('0.0004 sBTC');
    expect(row[6]).toBe('0 STX');
  });

  it('leaves the date empty when the API gave no time', () => {
    expect(activityCsvRow({ ...sent, status: 'pending', time: undefined })[0]).toBe('');
  });
});

describe('activityCsv', () => {
  it('is the header and one CRLF-terminated line per entry, in the list order', () => {
    const pending: ActivityEntry = { ...sent, status: 'pending', time: undefined, txid: '0x01' };
    expect(activityCsv([pending, sent])).toBe(
      [
        'Date (UTC),Type,Status,Description,Sent,Received,Fee,Transaction ID',
        ',send,pending,Sent 12.5 STX to ST2C…RK9AG,12.5 STX,,0.00018 STX,0x01',
        `2025-03-04T05:06:07Z,send,confirmed,Sent 12.5 STX to ST2C…RK9AG,12.5 STX,,0.00018 STX,${TXID}`,
        '',
      ].join('\r\n'),
    );
  });

  it('is only the header when nothing is loaded', () => {
    expect(activityCsv([])).toBe(
      'Date (UTC),Type,Status,Description,Sent,Received,Fee,Transaction ID\r\n',
    );
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
