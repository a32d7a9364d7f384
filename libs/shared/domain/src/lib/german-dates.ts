/**
 * Dates and times as people in Schleswig-Holstein read them, whatever the device's zone: the
 * offers take place there, so "9:00 Uhr" must mean 9:00 in Kiel, also for a visitor abroad.
 */
export const GERMAN_TIME_ZONE = 'Europe/Berlin';
const ZONE = GERMAN_TIME_ZONE;

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/**
 * A format in the German zone, made at its first use: creating an Intl format is costly, and a
 * page that shows no date (the first visit's start) should not pay for it.
 */
function formatOnFirstUse(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { timeZone: ZONE, ...options }));
}

const dayFormat = /* @__PURE__ */ formatOnFirstUse('de-DE', { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' });
const shortDayFormat = /* @__PURE__ */ formatOnFirstUse('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = /* @__PURE__ */ formatOnFirstUse('de-DE', { hour: '2-digit', minute: '2-digit' });
const partsFormat = /* @__PURE__ */ formatOnFirstUse('de-DE', { day: 'numeric', month: 'short' });
const isoDayFormat = /* @__PURE__ */ formatOnFirstUse('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const wallClockFormat = /* @__PURE__ */ formatOnFirstUse('en-CA', {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Makes the formats of the lists' dates and times now, for a moment in which the page waits (a
 * screen's data on its way): the page's first Intl format costs the browser some 40 ms (the
 * locale's and the zone's data), which would otherwise fall into rendering the first list.
 */
export function prepareGermanDateFormats(): void {
  for (const format of [dayFormat, shortDayFormat, timeFormat, partsFormat]) format();
}

/**
 * The wall-clock time in Schleswig-Holstein at `at` (to the minute), as the instant that shows the
 * same figures in UTC: how a time field and a spreadsheet (which know no zones) hold it, and how the
 * zone's offset on a day is found.
 */
export function germanWallClockAsUtc(at: Date): Date {
  const parts = wallClockFormat().formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')));
}

/** "Mo., 24.11.2026" */
export function formatDay(iso: string): string {
  return dayFormat().format(new Date(iso));
}

/**
 * "23. November 2026", from a calendar day `YYYY-MM-DD`. By hand rather than with Intl: a page's
 * first Intl format costs the browser about 40 ms (loading the locale's data), which a page that
 * shows only such a day (the legal texts' "Stand") need not pay; a calendar day has no zone.
 */
export function formatLongDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day}. ${MONTHS[month - 1]} ${year}`;
}

/** "24.11.2026" */
export function formatShortDay(iso: string): string {
  return shortDayFormat().format(new Date(iso));
}

/** "09:00–12:00 Uhr" */
export function formatTimeRange(startIso: string, endIso: string): string {
  return `${timeFormat().format(new Date(startIso))}–${timeFormat().format(new Date(endIso))} Uhr`;
}

/** "09:00 Uhr" */
export function formatTime(iso: string): string {
  return `${timeFormat().format(new Date(iso))} Uhr`;
}

/** Day and month apart, for a calendar-leaf badge: { day: "24", month: "Nov." }. */
export function calendarLeaf(iso: string): { day: string; month: string } {
  const parts = partsFormat().formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month') };
}

/** The calendar day in Schleswig-Holstein as `YYYY-MM-DD`, e.g. for a search's `von`. */
export function isoDayInGermany(at: Date): string {
  return isoDayFormat().format(at);
}
