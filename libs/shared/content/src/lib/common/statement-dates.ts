/** When the legal texts were last reviewed; shown as "Stand" on each page. */
export const CONTENT_REVIEWED_ON = '2026-11-23';

const GERMAN_DATE = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });

/** "23. November 2026" */
export function germanDate(isoDate: string): string {
  return GERMAN_DATE.format(new Date(`${isoDate}T12:00:00Z`));
}
