import { isoDayInGermany } from '@fobu/domain';

/** A day relative to today in Germany, as the date fields and the searches take it (YYYY-MM-DD). */
export function offsetDay(days: number): string {
  return isoDayInGermany(new Date(Date.now() + days * 86_400_000));
}
