import type { Mitglied } from '@fobu/api-contract';
import type { XlsxColumn, XlsxSheet } from '../exports/xlsx-stream';

const text = (header: string, width: number, value: (m: Mitglied) => string | null): XlsxColumn<Mitglied> => ({
  header,
  width,
  kind: 'text',
  value,
});

/** A group's member list as a sheet: what the staff's list shows. */
export const MEMBER_SHEET: XlsxSheet<Mitglied> = {
  name: 'Mitglieder',
  columns: [
    text('Vorname', 16, (m) => m.vorname),
    text('Name', 18, (m) => m.name),
    text('E-Mail', 30, (m) => m.email),
    text('Schule', 34, (m) => m.schule?.name ?? null),
    text('Dienststelle', 12, (m) => m.schule?.dstnr ?? null),
    { header: 'Mitglied seit', width: 14, kind: 'day', value: (m) => m.seit },
    text('Konto', 16, (m) => (m.kontoFehlt ? 'Noch kein Konto' : 'Vorhanden')),
  ],
};
