import { KENNZAHL_LABELS, type ArbeitsgruppenKennzahlen } from '@fobu/api-contract';
import { WORKGROUP_STATE_LABELS } from '@fobu/domain';
import type { XlsxColumn, XlsxSheet } from '../exports/xlsx-stream';
import { count, kreisName, month, text } from './figure-columns';

/* The workgroups' figures as sheets (docs/controlling.md, "Workgroups"): counts and hours, no person, no group. */

type Rows<K extends keyof ArbeitsgruppenKennzahlen> = ArbeitsgruppenKennzahlen[K][number];

const memberHours = <T extends Rows<'stundenJeKreis'> | Rows<'stundenJeFach'>>(): XlsxColumn<T>[] => [
  count(KENNZAHL_LABELS.mitglieder, (row) => row.mitglieder),
  count(KENNZAHL_LABELS.teilnahmen, (row) => row.teilnahmen),
  count(KENNZAHL_LABELS.stunden, (row) => row.stunden),
];

/** The row of each workgroup figure, as the answer's list holds it. */
export interface WorkgroupFigureRows {
  arbeitsgruppen: Rows<'jeStatus'>;
  'arbeitsgruppen-treffen': Rows<'treffenJeMonat'>;
  'arbeitsgruppen-kreise': Rows<'stundenJeKreis'>;
  'arbeitsgruppen-faecher': Rows<'stundenJeFach'>;
}

export const WORKGROUP_SHEETS: { readonly [K in keyof WorkgroupFigureRows]: XlsxSheet<WorkgroupFigureRows[K]> } = {
  arbeitsgruppen: {
    name: 'Arbeitsgruppen je Status',
    columns: [text('Status', 16, (r) => WORKGROUP_STATE_LABELS[r.status]), count(KENNZAHL_LABELS.gruppen, (r) => r.gruppen)],
  },
  'arbeitsgruppen-treffen': {
    name: 'Treffen je Monat',
    columns: [month(), count(KENNZAHL_LABELS.gehalten, (r) => r.gehalten), count(KENNZAHL_LABELS.abgesagt, (r) => r.abgesagt)],
  },
  'arbeitsgruppen-kreise': {
    name: 'Mitgliederstunden je Kreis',
    columns: [text('Kreis der Schule', 26, (r) => kreisName(r.kreis, 'Schule nicht bekannt')), ...memberHours()],
  },
  'arbeitsgruppen-faecher': {
    name: 'Mitgliederstunden je Fach',
    columns: [text('Fach', 30, (r) => r.fach ?? 'ohne Fach'), ...memberHours()],
  },
};
