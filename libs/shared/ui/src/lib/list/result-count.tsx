import { formatGermanNumber } from '@fobu/domain';
import { resultCountClass } from './result-count.styles';

interface ResultCountProps {
  /** Undefined until the first answer. */
  readonly total: number | undefined;
  /** The noun counted, singular and plural: `['Termin', 'Termine']`. */
  readonly noun: readonly [singular: string, plural: string];
  readonly busy: boolean;
}

/**
 * The number of results ("669 Termine gefunden"), announced politely to screen readers whenever it
 * changes; busy while the list is asked for again, so that they announce the count once it holds.
 */
export function ResultCount({ total, noun, busy }: ResultCountProps) {
  return (
    <p role="status" aria-live="polite" aria-busy={busy} className={resultCountClass}>
      {total === undefined ? (busy ? 'Suche läuft …' : '') : `${formatGermanNumber(total)} ${total === 1 ? noun[0] : noun[1]} gefunden`}
    </p>
  );
}
