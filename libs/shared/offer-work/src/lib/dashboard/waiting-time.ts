const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long something has waited, as people say it: "seit 3 Stunden", "seit 2 Tagen". */
export function waitingTime(sinceIso: string, now: Date): string {
  const waited = Math.max(0, now.getTime() - new Date(sinceIso).getTime());
  if (waited < HOUR) return 'seit weniger als einer Stunde';
  if (waited < DAY) {
    const hours = Math.floor(waited / HOUR);
    return hours === 1 ? 'seit einer Stunde' : `seit ${hours} Stunden`;
  }
  const days = Math.floor(waited / DAY);
  return days === 1 ? 'seit einem Tag' : `seit ${days} Tagen`;
}
