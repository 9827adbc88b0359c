const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** An entry's day (`2026-11-23` → 23 November 2026), the same in the prerender and any browser's
 * time zone, so hydration never disagrees. */
export function ChangelogDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {DAY_FORMAT.format(new Date(`${date}T00:00:00Z`))}
    </time>
  );
}
