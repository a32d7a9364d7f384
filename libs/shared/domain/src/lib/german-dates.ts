/**
 * Dates and times as people in Schleswig-Holstein read them, whatever the device's zone: the
 * offers take place there, so "9:00 Uhr" must mean 9:00 in Kiel, also for a visitor abroad.
 */
export const GERMAN_TIME_ZONE = 'Europe/Berlin';

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const SHORT_MONTHS = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'];
const WEEKDAYS = ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'];
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** 01:00 UTC on the last Sunday of a month (`monthIndex` from 0), when the EU's clocks change. */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The instant `at` as the instant whose UTC fields show the wall clock in Germany: Central
 * European Time, summer time (one hour more) from the last Sunday of March to the last Sunday of
 * October, 01:00 UTC each, as the EU has kept it since 1996. Written out rather than asked of
 * Intl: a page's first Intl date format costs a phone 100–150 ms (the locale's and the zone's
 * data; Lighthouse's 4× slower CPU), in the render of the first list or dashboard. The spec checks
 * every hour of years against Intl's time zone data, so that a change of the rule shows there.
 */
function wallClockInGermany(at: Date): Date {
  const time = at.getTime();
  const year = at.getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR_MS);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const shortDayOf = (clock: Date) => `${twoDigits(clock.getUTCDate())}.${twoDigits(clock.getUTCMonth() + 1)}.${clock.getUTCFullYear()}`;
const timeOf = (iso: string) => {
  const clock = wallClockInGermany(new Date(iso));
  return `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
};

/**
 * The wall-clock time in Schleswig-Holstein at `at` (to the minute), as the instant that shows the
 * same figures in UTC: how a time field and a spreadsheet (which know no zones) hold it, and how the
 * zone's offset on a day is found.
 */
export function germanWallClockAsUtc(at: Date): Date {
  const clock = wallClockInGermany(at).getTime();
  return new Date(clock - (((clock % MINUTE_MS) + MINUTE_MS) % MINUTE_MS));
}

/** "Mo., 24.11.2026" */
export function formatDay(iso: string): string {
  const clock = wallClockInGermany(new Date(iso));
  return `${WEEKDAYS[clock.getUTCDay()]}, ${shortDayOf(clock)}`;
}

/** "23. November 2026", from a calendar day `YYYY-MM-DD` (which has no zone). */
export function formatLongDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day}. ${MONTHS[month - 1]} ${year}`;
}

/** "24.11.2026" */
export function formatShortDay(iso: string): string {
  return shortDayOf(wallClockInGermany(new Date(iso)));
}

/** "09:00–12:00 Uhr" */
export function formatTimeRange(startIso: string, endIso: string): string {
  return `${timeOf(startIso)}–${timeOf(endIso)} Uhr`;
}

/** "09:00 Uhr" */
export function formatTime(iso: string): string {
  return `${timeOf(iso)} Uhr`;
}

/** Day and month apart, for a calendar-leaf badge: { day: "24", month: "Nov." }. */
export function calendarLeaf(iso: string): { day: string; month: string } {
  const clock = wallClockInGermany(new Date(iso));
  return { day: String(clock.getUTCDate()), month: SHORT_MONTHS[clock.getUTCMonth()] };
}

/** The calendar day in Schleswig-Holstein as `YYYY-MM-DD`, e.g. for a search's `von`. */
export function isoDayInGermany(at: Date): string {
  const clock = wallClockInGermany(at);
  return `${clock.getUTCFullYear()}-${twoDigits(clock.getUTCMonth() + 1)}-${twoDigits(clock.getUTCDate())}`;
}
