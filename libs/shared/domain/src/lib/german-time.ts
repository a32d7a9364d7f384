import { formatShortDay, formatTime, germanWallClockAsUtc } from './german-dates';

/*
 * The staff screens' times, read and written as people in Kiel mean them (@fobu/domain's
 * german-dates.ts formats; these only the staff's forms need, so they stay out of every first visit).
 */

/** "24.11.2026, 09:00 Uhr": a moment, e.g. when something was changed. */
export function formatMoment(iso: string): string {
  return `${formatShortDay(iso)}, ${formatTime(iso)}`;
}

/** The wall-clock time in Schleswig-Holstein as `HH:MM`, e.g. for a time field. */
export function timeInGermany(at: Date): string {
  return germanWallClockAsUtc(at).toISOString().slice(11, 16);
}

/**
 * A day (`YYYY-MM-DD`) and time (`HH:MM`) as people in Kiel mean them, as an instant: the offset
 * is Schleswig-Holstein's on that day (summer or winter time), whatever the device's zone.
 */
export function instantInGermany(day: string, time: string): string {
  const asIfUtc = Date.parse(`${day}T${time}:00Z`);
  const shownThere = germanWallClockAsUtc(new Date(asIfUtc)).getTime();
  return new Date(asIfUtc - (shownThere - asIfUtc)).toISOString();
}
