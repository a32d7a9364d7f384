import { OFFER_FIELD_LABELS, placeLine, TERMIN_FIELD_LABELS, type HistorieEintrag } from '@fobu/api-contract';
import { formatShortDay, formatTimeRange, formatMoment } from '@fobu/domain';
import { isOfferField, offerFieldText } from '../offer-fields';

/*
 * The history („Verlauf“) in the portal's words. The back end stores each change's values as they
 * were written (rows from before this formatter included), and the screen reads them here: German
 * labels from the contract's one table, Berlin time, a place by name and address, sessions by day
 * and time (docs/offers.md, "Verlauf").
 */

const LABELS: Readonly<Record<string, string>> = { ...TERMIN_FIELD_LABELS, ...OFFER_FIELD_LABELS };

/** An instant as the contract writes it (`2026-11-30T13:00:00.000Z`, or with an offset). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A long text (a description) is named by its beginning: the review screen shows the whole of it. */
const brief = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);

/** A changed field's German name; a field no table knows (e.g. from an older version) as it was stored. */
const historyFieldLabel = (field: string) => LABELS[field] ?? field;

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A session: "30.11.2026, 14:00–17:00 Uhr". */
function sessionText(session: Record<string, unknown>): string | undefined {
  const { beginn, ende } = session;
  if (typeof beginn !== 'string' || typeof ende !== 'string' || !INSTANT.test(beginn) || !INSTANT.test(ende)) return undefined;
  return `${formatShortDay(beginn)}, ${formatTimeRange(beginn, ende)}`;
}

/** A list (sessions, several values) with its entries apart; none: `–`. */
const listText = (values: readonly unknown[]): string =>
  values
    .map(anyText)
    .filter((text) => text !== '–')
    .join('; ') || '–';

/** Any stored value in words: never an ISO instant, never `[object Object]`. */
function anyText(value: unknown): string {
  if (typeof value === 'string' && INSTANT.test(value)) return formatMoment(value);
  if (Array.isArray(value)) return listText(value);
  if (isRecord(value)) return sessionText(value) ?? (Object.values(value).map(anyText).join(', ') || '–');
  return offerFieldText('', value);
}

/** A changed field's value as the history shows it (`–`: none). */
function historyValueText(field: string, value: unknown): string {
  if (isOfferField(field)) return offerFieldText(field, value);
  if (field === 'ort' && isRecord(value) && typeof value['name'] === 'string')
    return placeLine({
      name: value['name'],
      raum: textOf(value['raum']),
      adresse: textOf(value['adresse']),
      kreis: textOf(value['kreis']),
    });
  return anyText(value);
}

/** The instant of the date a step concerns: as it is now, or as the step wrote it (a deleted date). */
function dateBeginningOf(item: HistorieEintrag): string | undefined {
  const written = item.aenderungen.find((change) => change.feld === 'beginn');
  return [item.terminBeginn, written?.nachher, written?.vorher].find(
    (value): value is string => typeof value === 'string' && INSTANT.test(value),
  );
}

/** The date a step concerns by its beginning ("30.11.2026, 14:00 Uhr"), as staff know it, not by its internal number. */
export function historyDateName(item: HistorieEintrag): string | undefined {
  const beginning = item.terminId === null ? undefined : dateBeginningOf(item);
  return beginning && formatMoment(beginning);
}

/** A change in words: "Plätze: 20 → 24"; a new date's fields only with their value, as nothing came before. */
export function historyChangeText(item: HistorieEintrag, change: HistorieEintrag['aenderungen'][number]): string {
  const after = brief(historyValueText(change.feld, change.nachher));
  if (item.aktion === 'termin_angelegt') return `${historyFieldLabel(change.feld)}: ${after}`;
  return `${historyFieldLabel(change.feld)}: ${brief(historyValueText(change.feld, change.vorher))} → ${after}`;
}
