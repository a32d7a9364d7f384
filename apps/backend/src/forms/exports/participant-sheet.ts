import { bedarfeLines, KREISE, type TeilnahmeBedarfe, type Teilnehmende } from '@fobu/api-contract';
import { BOOKING_STATE_LABELS } from '@fobu/domain';
import type { ListedDate } from './listed-date';
import type { XlsxColumn, XlsxSheet } from './xlsx-stream';

const text = (header: string, width: number, value: (p: Teilnehmende) => string | null): XlsxColumn<Teilnehmende> => ({
  header,
  width,
  kind: 'text',
  value,
});

/** A column per session („Sitzung n“) with the attendance recorded, or one („Anwesenheit“) for a date of one session. */
function attendanceColumns(date: ListedDate): XlsxColumn<Teilnehmende>[] {
  return date.sessions.map((_, sitzung) =>
    text(date.sessions.length === 1 ? 'Anwesenheit' : `Sitzung ${sitzung + 1}`, 16, (p) => {
      const recorded = p.anwesenheit.find((entry) => entry.sitzung === sitzung);
      return recorded ? BOOKING_STATE_LABELS[recorded.status] : null;
    }),
  );
}

/** The needs for taking part, one line each, for the date's staff only (docs/people-and-settings.md, "Needs for taking part"). */
const needsColumn = (needs: ReadonlyMap<number, TeilnahmeBedarfe>) =>
  text('Bedarfe für die Teilnahme', 40, (p) => {
    const given = needs.get(p.id);
    return given ? bedarfeLines(given).join('\n') : null;
  });

/**
 * The participant list of a date as a sheet: what the organiser's list shows, one column per
 * session's attendance, and the needs where the reader may read them (`needs`).
 */
export function participantSheet(date: ListedDate, needs?: ReadonlyMap<number, TeilnahmeBedarfe>): XlsxSheet<Teilnehmende> {
  return {
    name: 'Teilnehmende',
    columns: [
      text('Anrede', 8, (p) => p.salutation),
      text('Vorname', 16, (p) => p.vorname),
      text('Name', 18, (p) => p.name),
      text('E-Mail', 30, (p) => p.email),
      text('Schule', 34, (p) => p.schule),
      text('Dienststelle', 12, (p) => p.dstnr),
      text('Schulart', 22, (p) => p.schulart),
      text('Kreis', 22, (p) => KREISE.find((k) => k.key === p.kreis)?.name ?? null),
      text('Stand', 18, (p) => BOOKING_STATE_LABELS[p.status]),
      { header: 'Platz auf der Warteliste', width: 12, kind: 'number', value: (p) => p.wartelistePosition },
      { header: 'Angemeldet am', width: 17, kind: 'datetime', value: (p) => p.angemeldetAm },
      text('Bemerkung', 40, (p) => p.bemerkung),
      ...(needs ? [needsColumn(needs)] : []),
      { header: 'Eingelassen am', width: 17, kind: 'datetime', value: (p) => p.eingelassenAm },
      ...attendanceColumns(date),
    ],
  };
}
