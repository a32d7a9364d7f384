import {
  FORMAT_LABELS,
  KREISE,
  OFFER_FIELD_LABELS,
  TERMIN_FIELD_LABELS,
  TERMIN_ORT_LABELS,
  dateStateLabel,
  VTYP_LABELS,
  type TerminBelegung,
  type VeranstaltungssucheTreffer,
} from '@fobu/api-contract';
import { OFFER_STATE_LABELS } from '@fobu/domain';
import type { Paging } from '../../forms/search/search-sql';
import type { XlsxSheet } from './xlsx-stream';

/*
 * The staff searches' results as sheets: the columns the screens show, each fact in a column of
 * its own so that it can be sorted and filtered, and every match read in batches.
 */

/** Rows per statement while an export reads every match. */
const BATCH = 1000;

/**
 * Every row of a search in its order: every match's key first (`keys`, search-sql.ts's
 * `matchingKeys`), then the rows batch by batch by those keys, so that rows changed, added or
 * removed while a long export runs make it neither miss nor repeat a row. The keys and the first
 * batch are read before the answer starts, so that a refusal or a bad query is still an error
 * answer; each further batch only when the rows before it are written.
 */
export async function everyRow<T>(
  keys: Promise<readonly (string | number)[]>,
  page: (paging: Paging) => Promise<T[]>,
): Promise<AsyncIterable<T>> {
  const all = await keys;
  const batch = (from: number) => page({ page: 1, pageSize: BATCH, keys: all.slice(from, from + BATCH) });
  const first = await batch(0);
  return (async function* () {
    yield* first;
    for (let from = BATCH; from < all.length; from += BATCH) yield* await batch(from);
  })();
}

export const OFFER_SHEET: XlsxSheet<VeranstaltungssucheTreffer> = {
  name: 'Angebote',
  columns: [
    { header: 'Veranstaltungsnummer', width: 20, kind: 'text', value: (o) => o.vnr },
    { header: OFFER_FIELD_LABELS.titel, width: 50, kind: 'text', value: (o) => o.titel },
    { header: 'Art', width: 20, kind: 'text', value: (o) => VTYP_LABELS[o.vtyp] },
    { header: OFFER_FIELD_LABELS.format, width: 10, kind: 'text', value: (o) => FORMAT_LABELS[o.format] },
    { header: 'Stand', width: 18, kind: 'text', value: (o) => OFFER_STATE_LABELS[o.status] },
    { header: 'Überarbeitung', width: 18, kind: 'text', value: (o) => o.ueberarbeitung && OFFER_STATE_LABELS[o.ueberarbeitung] },
    { header: 'Leitung', width: 24, kind: 'text', value: (o) => o.leitung.name },
    { header: 'Nächster Termin', width: 12, kind: 'day', value: (o) => o.naechsterTermin },
    { header: 'Termine', width: 9, kind: 'number', value: (o) => o.anzahlTermine },
    { header: 'Geändert am', width: 17, kind: 'datetime', value: (o) => o.geaendertAm },
  ],
};

export const DATE_SHEET: XlsxSheet<TerminBelegung> = {
  name: 'Termine',
  columns: [
    { header: 'Veranstaltungsnummer', width: 20, kind: 'text', value: (t) => t.vnr },
    { header: OFFER_FIELD_LABELS.titel, width: 50, kind: 'text', value: (t) => t.titel },
    { header: 'Stand des Angebots', width: 18, kind: 'text', value: (t) => OFFER_STATE_LABELS[t.angebotStatus] },
    { header: OFFER_FIELD_LABELS.format, width: 10, kind: 'text', value: (t) => FORMAT_LABELS[t.format] },
    { header: TERMIN_FIELD_LABELS.beginn, width: 17, kind: 'datetime', value: (t) => t.beginn },
    { header: TERMIN_FIELD_LABELS.ende, width: 17, kind: 'datetime', value: (t) => t.ende },
    { header: TERMIN_FIELD_LABELS.sitzungen, width: 10, kind: 'number', value: (t) => Math.max(1, t.sitzungen.length) },
    {
      header: TERMIN_FIELD_LABELS.ort,
      width: 34,
      kind: 'text',
      value: (t) => (t.ort ? [t.ort.name, t.ort.raum].filter(Boolean).join(', ') : 'Online'),
    },
    {
      header: TERMIN_ORT_LABELS.kreis,
      width: 22,
      kind: 'text',
      value: (t) => (t.ort ? (KREISE.find((k) => k.key === t.ort?.kreis)?.name ?? null) : null),
    },
    { header: TERMIN_FIELD_LABELS.maxPlaetze, width: 8, kind: 'number', value: (t) => t.maxPlaetze },
    { header: 'Zugelassen', width: 11, kind: 'number', value: (t) => t.zugelassen },
    { header: 'Freie Plätze', width: 11, kind: 'number', value: (t) => t.freiePlaetze },
    { header: 'Warteliste', width: 11, kind: 'number', value: (t) => t.warteliste },
    { header: TERMIN_FIELD_LABELS.minPlaetze, width: 12, kind: 'number', value: (t) => t.minPlaetze },
    { header: 'Stand', width: 14, kind: 'text', value: (t) => dateStateLabel(t.status, t.angebotStatus) },
    { header: 'Leitung', width: 24, kind: 'text', value: (t) => t.leitung.name },
  ],
};
