import { OFFER_DRAFT_KEY_PREFIX } from '@fobu/domain';
import { EMPTY_OFFER, type OfferFormValues } from './offer-form-values';

/** Unsaved input of one offer, with the version it was based on (an older one gets the conflict on saving). */
export interface OfferDraft {
  readonly values: OfferFormValues;
  readonly version: number | null;
  readonly savedAt: string;
}

/** One item per person and offer: a shared device never shows one person's input to another. */
export const offerDraftKey = (uid: string, target: string) => `${OFFER_DRAFT_KEY_PREFIX}${uid}-${target}`;

/** A copy kept before the speakers' picker held the names as text, one per line: they stay, as names not from the directory. */
const keptSpeakers = (kept: unknown): OfferFormValues['referenten'] =>
  typeof kept === 'string'
    ? kept
        .split('\n')
        .map((name) => name.trim())
        .filter((name) => name !== '')
        .map((name) => ({ id: null, name }))
    : Array.isArray(kept)
      ? kept
      : [];

export function readOfferDraft(key: string, storage: Storage = localStorage): OfferDraft | undefined {
  try {
    const draft = JSON.parse(storage.getItem(key) ?? 'null') as OfferDraft | null;
    if (!draft || typeof draft.values !== 'object' || typeof draft.savedAt !== 'string') return undefined;
    // A copy kept before the editor had a field gets that field empty.
    return { ...draft, values: { ...EMPTY_OFFER, ...draft.values, referenten: keptSpeakers(draft.values.referenten) } };
  } catch {
    return undefined;
  }
}

export function writeOfferDraft(key: string, draft: OfferDraft, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the safety copy, never the input on screen.
  }
}

export function removeOfferDraft(key: string, storage: Storage = localStorage): void {
  storage.removeItem(key);
}
