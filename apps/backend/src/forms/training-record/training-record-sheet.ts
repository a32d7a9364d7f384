import type { Fortbildungseintrag } from '@fobu/api-contract';
import type { XlsxSheet } from '../exports/xlsx-stream';

const KIND_LABELS: Readonly<Record<Fortbildungseintrag['art'], string>> = {
  fortbildung: 'Fortbildung',
  treffen: 'Treffen einer Arbeitsgruppe',
  anerkennung: 'Anerkannte Fortbildung',
};

/** The record as one sheet: a row per training, with the hours attended as a number to add up. */
export const TRAINING_RECORD_SHEET: XlsxSheet<Fortbildungseintrag> = {
  name: 'Fortbildungsnachweis',
  columns: [
    { header: 'Datum', width: 12, kind: 'day', value: (e) => e.datum },
    { header: 'Beginn', width: 17, kind: 'datetime', value: (e) => e.beginn },
    { header: 'Titel', width: 50, kind: 'text', value: (e) => e.titel },
    { header: 'Veranstaltungsnummer', width: 18, kind: 'text', value: (e) => e.vnr },
    { header: 'Art', width: 24, kind: 'text', value: (e) => KIND_LABELS[e.art] },
    { header: 'Anbieter', width: 24, kind: 'text', value: (e) => e.anbieter },
    { header: 'Kennzeichen', width: 14, kind: 'text', value: (e) => e.kennzeichen.join(', ') },
    { header: 'Sitzungen teilgenommen', width: 12, kind: 'number', value: (e) => e.sitzungen?.teilgenommen },
    { header: 'Sitzungen gesamt', width: 12, kind: 'number', value: (e) => e.sitzungen?.gesamt },
    { header: 'Stunden teilgenommen', width: 12, kind: 'number', value: (e) => e.stunden },
    { header: 'Stunden gesamt', width: 12, kind: 'number', value: (e) => e.stundenGesamt },
  ],
};
