import { KENNZAHL_LABELS, VTYP_LABELS, type Auslastung, type KennzahlDatei, type Kennzahlen } from '@fobu/api-contract';
import type { XlsxColumn, XlsxSheet } from '../exports/xlsx-stream';
import { count, kreisName, month, text } from './figure-columns';
import { WORKGROUP_SHEETS, type WorkgroupFigureRows } from './workgroup-figure-sheets';

/*
 * Each figure as a sheet: the columns the screen's table shows, and the counts behind a share, so
 * that whoever opens the file can recount it. Shares as percent numbers with one decimal.
 */

/** The row of each figure, as the answer's list holds it. */
interface FigureRows extends WorkgroupFigureRows {
  anmeldungen: Kennzahlen['anmeldungenJeMonat'][number];
  'auslastung-angebote': Kennzahlen['auslastung']['jeAngebot']['items'][number];
  'auslastung-faecher': Kennzahlen['auslastung']['jeFach'][number];
  'auslastung-kreise': Kennzahlen['auslastung']['jeKreis'][number];
  'auslastung-schularten': Kennzahlen['auslastung']['jeSchulart'][number];
  teilnahme: Kennzahlen['teilnahme'][number];
  stornierungen: Kennzahlen['stornierungen'][number];
  wartelisten: Kennzahlen['wartelisten'][number];
  abrufanfragen: Kennzahlen['abrufanfragen'][number];
}

const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

const utilisation = <T extends Auslastung>(): XlsxColumn<T>[] => [
  count('Termine', (row) => row.termine),
  count('Plätze', (row) => row.plaetze),
  count('Belegte Plätze', (row) => row.belegt),
  { header: 'Auslastung in %', width: 16, kind: 'number', value: (row) => percent(row.quote) },
];

/** The sheet of each figure: its German name and columns. */
export const FIGURE_SHEETS: { readonly [K in KennzahlDatei]: XlsxSheet<FigureRows[K]> } = {
  ...WORKGROUP_SHEETS,
  anmeldungen: {
    name: 'Anmeldungen je Monat',
    columns: [
      month(),
      count(KENNZAHL_LABELS.anmeldungen, (r) => r.anmeldungen),
      count(KENNZAHL_LABELS.storniert, (r) => r.storniert),
      count(KENNZAHL_LABELS.abgesagt, (r) => r.abgesagt),
    ],
  },
  'auslastung-angebote': {
    name: 'Auslastung je Angebot',
    columns: [text('Veranstaltungsnummer', 20, (r) => r.vnr), text('Titel', 50, (r) => r.titel), ...utilisation()],
  },
  'auslastung-faecher': { name: 'Auslastung je Fach', columns: [text('Fach', 30, (r) => r.fach ?? 'ohne Fach'), ...utilisation()] },
  'auslastung-kreise': { name: 'Auslastung je Kreis', columns: [text('Kreis', 26, (r) => kreisName(r.kreis)), ...utilisation()] },
  'auslastung-schularten': {
    name: 'Auslastung je Schulart',
    columns: [text('Schulart', 32, (r) => r.schulart ?? 'ohne Schulart'), ...utilisation()],
  },
  teilnahme: {
    name: 'Teilnahme',
    columns: [
      month(),
      count(KENNZAHL_LABELS.teilgenommen, (r) => r.teilgenommen),
      count(KENNZAHL_LABELS.entschuldigt, (r) => r.entschuldigt),
      count(KENNZAHL_LABELS.nichtErschienen, (r) => r.nichtErschienen),
      count(KENNZAHL_LABELS.offen, (r) => r.offen),
      { header: 'Nicht erschienen in %', width: 20, kind: 'number', value: (r) => percent(r.nichtErschienenQuote) },
    ],
  },
  stornierungen: {
    name: 'Stornierungen und Absagen',
    columns: [
      text(KENNZAHL_LABELS.vtyp, 20, (r) => VTYP_LABELS[r.vtyp]),
      count(KENNZAHL_LABELS.anmeldungen, (r) => r.anmeldungen),
      count(KENNZAHL_LABELS.storniert, (r) => r.storniert),
      count(KENNZAHL_LABELS.abgesagt, (r) => r.abgesagt),
      { header: 'Anteil in %', width: 14, kind: 'number', value: (r) => percent(r.quote) },
    ],
  },
  wartelisten: {
    name: 'Wartelisten',
    columns: [
      month(),
      count(KENNZAHL_LABELS.warteliste, (r) => r.warteliste),
      count(KENNZAHL_LABELS.nachgerueckt, (r) => r.nachgerueckt),
      count(KENNZAHL_LABELS.nichtZugelassen, (r) => r.nichtZugelassen),
    ],
  },
  abrufanfragen: {
    name: 'Abrufanfragen je Kreis',
    columns: [
      text('Kreis der Schule', 26, (r) => kreisName(r.kreis)),
      count('Angefragt', (r) => r.angefragt),
      count(KENNZAHL_LABELS.terminiert, (r) => r.terminiert),
      count(KENNZAHL_LABELS.abgelehnt, (r) => r.abgelehnt),
    ],
  },
};
