import { formatShortDay, formatTime, GERMAN_TIME_ZONE } from '@fobu/domain';

/*
 * The staff screens' times, read and written as people in Kiel mean them (@fobu/domain's
 * german-dates.ts formats; these only the staff's forms need, so they stay out of every first visit).
 */

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: GERMAN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** "24.11.2026, 09:00 Uhr": a moment, e.g. when something was changed. */
export function formatMoment(iso: string): string {
  return `${formatShortDay(iso)}, ${formatTime(iso)}`;
}

/** The wall-clock time in Schleswig-Holstein as `HH:MM`, e.g. for a time field. */
export function timeInGermany(at: Date): string {
  const parts = wallClockFormat.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/**
 * A day (`YYYY-MM-DD`) and time (`HH:MM`) as people in Kiel mean them, as an instant: the offset
 * is Schleswig-Holstein's on that day (summer or winter time), whatever the device's zone.
 */
export function instantInGermany(day: string, time: string): string {
  const asIfUtc = Date.parse(`${day}T${time}:00Z`);
  const parts = wallClockFormat.formatToParts(new Date(asIfUtc));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const shownThere = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return new Date(asIfUtc - (shownThere - asIfUtc)).toISOString();
}
