import { formatLongDay } from './german-dates';
import { formatHours } from './training-hours';

/*
 * The Fortbildungskonto's accounts (docs/proof-of-training.md): a tenant defines in data which
 * training counts (a programme code, or all), over which window of months back from today, towards
 * which target of hours. The back end answers the progress and its PDF prints it; both count here.
 */

/** One account as the tenant defines it. */
export interface TrainingAccountRule {
  /** The programme code that counts (an offer's Kennzeichen, e.g. QLA); null: every training. */
  readonly kennzeichen: string | null;
  /** The window in months back from today; null: all time. */
  readonly fensterMonate: number | null;
  readonly zielStunden: number;
}

/** One training in the record, as far as an account cares: its day, its hours attended, its codes. */
export interface CountableEntry {
  /** The calendar day it ended (`YYYY-MM-DD`): it counts in the window while that day does. */
  readonly datum: string;
  readonly stunden: number;
  /** Programme codes; recognised outside training has none, so it counts only in an account of all training. */
  readonly kennzeichen: readonly string[];
}

/** What drops out of the window next: the entries of the earliest day in it, and the last day they count. */
export interface NextDropOut {
  /** The last day these hours still count (`YYYY-MM-DD`). */
  readonly zaehltBis: string;
  readonly stunden: number;
  /** Their indices in the entries given. */
  readonly entries: readonly number[];
}

/** An account's progress on a day. */
export interface AccountProgress {
  /** The first day of the window (`YYYY-MM-DD`), or null for all time. */
  readonly ab: string | null;
  readonly stunden: number;
  /** Hours still missing to the target (0 once reached). */
  readonly fehlend: number;
  readonly erreicht: boolean;
  /** Indices of the entries that count, in the order given. */
  readonly entries: readonly number[];
  readonly naechsterWegfall: NextDropOut | null;
}

const QUARTER = 4;
const sumHours = (hours: readonly number[]) => hours.reduce((sum, h) => sum + Math.round(h * QUARTER), 0) / QUARTER;

/** `YYYY-MM-DD` moved by whole months; a day the month lacks (31 February) becomes its last day. */
export function addMonths(isoDay: string, months: number): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** Does this training count towards the account at all (its code, some hours), whatever its day? */
export const countsTowards = (rule: TrainingAccountRule, entry: CountableEntry): boolean =>
  entry.stunden > 0 && (rule.kennzeichen === null || entry.kennzeichen.includes(rule.kennzeichen));

/** The window's first day on `today` (`YYYY-MM-DD`): the same day `fensterMonate` months back, or null for all time. */
export const windowStart = (rule: TrainingAccountRule, today: string): string | null =>
  rule.fensterMonate === null ? null : addMonths(today, -rule.fensterMonate);

/** The account's progress on `today`: what counts (in the window, up to today), towards the target, and what drops out next. */
export function accountProgress(rule: TrainingAccountRule, entries: readonly CountableEntry[], today: string): AccountProgress {
  const ab = windowStart(rule, today);
  const counted = entries.flatMap((entry, index) =>
    countsTowards(rule, entry) && entry.datum <= today && (ab === null || entry.datum >= ab) ? [index] : [],
  );
  const stunden = sumHours(counted.map((index) => entries[index].stunden));
  const fehlend = Math.max(0, sumHours([rule.zielStunden]) - stunden);
  return { ab, stunden, fehlend, erreicht: fehlend === 0, entries: counted, naechsterWegfall: nextDropOut(rule, entries, counted) };
}

function nextDropOut(rule: TrainingAccountRule, entries: readonly CountableEntry[], counted: readonly number[]): NextDropOut | null {
  if (rule.fensterMonate === null || counted.length === 0) return null;
  const earliest = counted.map((index) => entries[index].datum).reduce((a, b) => (b < a ? b : a));
  const first = counted.filter((index) => entries[index].datum === earliest);
  return {
    zaehltBis: lastCountingDay(earliest, rule.fensterMonate),
    stunden: sumHours(first.map((index) => entries[index].stunden)),
    entries: first,
  };
}

const nextDay = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The last day on which an entry of `datum` is still in a window of `months` (window start ≤ datum).
 * Mostly `datum` plus the months; a day the month lacks (29 February) counts a day or three longer.
 */
function lastCountingDay(datum: string, months: number): string {
  let day = addMonths(datum, months);
  while (addMonths(nextDay(day), -months) <= datum) day = nextDay(day);
  return day;
}

/** What counts towards the account, in German: „Fortbildungen mit dem Kennzeichen QLA aus den letzten 36 Monaten“. */
export function accountRuleText(rule: TrainingAccountRule): string {
  const what =
    rule.kennzeichen === null
      ? 'Alle Fortbildungen und anerkannten Fortbildungen'
      : `Fortbildungen mit dem Kennzeichen ${rule.kennzeichen}`;
  const window = rule.fensterMonate === null ? 'ohne zeitliche Grenze' : `aus den letzten ${rule.fensterMonate} Monaten`;
  return `${what} ${window}, Ziel ${formatHours(rule.zielStunden)} Stunden`;
}

/** The progress in German, for a bar's text and the PDF: „18 von 30 Stunden (noch 12)“, „32 von 30 Stunden – Ziel erreicht“. */
export function accountProgressText(
  rule: Pick<TrainingAccountRule, 'zielStunden'>,
  progress: Pick<AccountProgress, 'stunden' | 'fehlend' | 'erreicht'>,
): string {
  const base = `${formatHours(progress.stunden)} von ${formatHours(rule.zielStunden)} Stunden`;
  return progress.erreicht ? `${base} – Ziel erreicht` : `${base} (noch ${formatHours(progress.fehlend)})`;
}

/** What drops out next, in German: „Als Nächstes fallen 8 Stunden aus dem Zeitraum: Sie zählen bis zum 2. Dezember 2026.“; null when nothing will. */
export function nextDropOutText(next: Pick<NextDropOut, 'zaehltBis' | 'stunden'> | null): string | null {
  if (!next) return null;
  return `Als Nächstes fallen ${formatHours(next.stunden)} Stunden aus dem Zeitraum: Sie zählen bis zum ${formatLongDay(next.zaehltBis)}.`;
}
