import { Button } from '@/design-system/button';
import type { ActivityEntry } from './activity-entry';
import { activityCsv, activityCsvFileName } from './activity-csv';

// A byte-order mark first: without it Excel reads the file as the system's legacy code page and
// garbles "…" and other non-ASCII words.
const UTF8_BOM = '\uFEFF';

/** **Download CSV** of every entry loaded so far, in the list's order. */
export function DownloadActivityCsv({
  entries,
  unreadable,
  address,
}: {
  entries: readonly ActivityEntry[];
  /** Transactions loaded but unreadable: the file says how many are missing. */
  unreadable: number;
  address: string;
}) {
  const download = () => {
    const blob = new Blob([UTF8_BOM, activityCsv(entries, unreadable)], {
      type: 'text/csv;charset=utf-8',
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = activityCsvFileName(address, new Date());
    link.click();
    // The click has handed the file to the browser; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button size="sm" variant="outline" onClick={download} disabled={entries.length === 0}>
      Download CSV
    </Button>
  );
}
