import type { Teilnehmende } from '@fobu/api-contract';
import { spreadsheetText } from '@fobu/domain';

/** Quoted, and never a formula: a name like "=HYPERLINK(…)" stays text in a spreadsheet. */
const cell = (value: unknown) => `"${spreadsheetText(String(value ?? '')).replace(/"/g, '""')}"`;

/** A date's participant list as CSV for Excel: UTF-8 with its byte order mark, semicolons, CRLF. */
export function participantCsv(items: readonly Teilnehmende[]): string {
  const lines = [
    ['Anrede', 'Vorname', 'Name', 'E-Mail', 'Dienststelle', 'Schule', 'Status', 'Angemeldet am'],
    ...items.map((p) => [p.salutation, p.vorname, p.name, p.email, p.dstnr, p.schule, p.status, p.angemeldetAm]),
  ];
  return '\uFEFF' + lines.map((l) => l.map(cell).join(';')).join('\r\n');
}
