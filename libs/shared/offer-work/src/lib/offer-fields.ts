import { formatGermanNumber } from '@fobu/domain';
import { OFFER_FIELD_LABELS, type AngebotInhalt } from '@fobu/api-contract';
import { FORMAT_LABELS, targetGroupsText } from '@fobu/catalogue';

// The fields' German names are the contract's (OFFER_FIELD_LABELS), shared with the history and the exports.
export const OFFER_CONTENT_FIELDS = Object.keys(OFFER_FIELD_LABELS) as (keyof AngebotInhalt)[];
/** The fields a reader is shown: not the speakers' directory numbers, since the names (`referenten`) say who. */
const OFFER_FIELDS = OFFER_CONTENT_FIELDS.filter((field) => field !== 'referentIds');

/** An offer's content fields out of its work state (or anything holding them), as the preview takes them. */
export const offerContentOf = (work: { readonly [K in keyof AngebotInhalt]?: unknown }) =>
  Object.fromEntries(OFFER_FIELDS.map((field) => [field, work[field]])) as Record<keyof AngebotInhalt, unknown>;

export const isOfferField = (field: string): field is keyof AngebotInhalt => field in OFFER_FIELD_LABELS;

/** A field's value as a reader would write it: lists joined, numbers in German, roles and formats by name. */
export function offerFieldText(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (field === 'zielgruppen' && Array.isArray(value)) return targetGroupsText(value.map(String)) || '–';
  if (field === 'format' && typeof value === 'string') return FORMAT_LABELS[value as keyof typeof FORMAT_LABELS] ?? value;
  if (typeof value === 'number') return formatGermanNumber(value);
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (field === 'anhaenge' && Array.isArray(value))
    return (
      value.map((attachment: { name?: unknown; url?: unknown }) => `${String(attachment.name)} (${String(attachment.url)})`).join(', ') ||
      '–'
    );
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '–';
  return String(value);
}

/** The fields whose content differs between two versions, in the editor's order. */
export function changedFields(before: AngebotInhalt, after: AngebotInhalt): (keyof AngebotInhalt)[] {
  return OFFER_FIELDS.filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null));
}
