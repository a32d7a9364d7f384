/*
 * Kept apart from the lifecycle's rules (offer-lifecycle.ts): the route params of the first visit read
 * the states, and a module is bundled whole into the chunk of its first reader (docs/performance.md).
 */

/**
 * An offer's life (docs/offers.md): the organiser writes it (entwurf), submits it (zur_pruefung),
 * quality control publishes it (veroeffentlicht) or sends it back with a note (zurueckgegeben);
 * later it is cancelled (abgesagt) or archived (archiviert). Wire and database names.
 */
export const OFFER_STATES = ['entwurf', 'zur_pruefung', 'zurueckgegeben', 'veroeffentlicht', 'abgesagt', 'archiviert'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const OFFER_STATE_LABELS: Readonly<Record<OfferState, string>> = {
  entwurf: 'Entwurf',
  zur_pruefung: 'Zur Prüfung',
  zurueckgegeben: 'Zurückgegeben',
  veroeffentlicht: 'Veröffentlicht',
  abgesagt: 'Abgesagt',
  archiviert: 'Archiviert',
};

/** The states of a published offer's revision while it is written and reviewed. */
export const REVISION_STATES = ['entwurf', 'zur_pruefung', 'zurueckgegeben'] as const satisfies readonly OfferState[];
export type RevisionState = (typeof REVISION_STATES)[number];

/** The state in which the catalogue lists an offer and its dates can be booked. */
export const PUBLISHED_OFFER_STATE = 'veroeffentlicht' satisfies OfferState;

/** The states in which anyone may read an offer: once published, also after it was cancelled or archived. */
export const PUBLIC_OFFER_STATES: readonly OfferState[] = [PUBLISHED_OFFER_STATE, 'abgesagt', 'archiviert'];

/*
 * Archived offers, one rule everywhere (docs/archive.md): an archived offer is a record. No list
 * shows it but the archive search (the catalogue lists published offers only; a staff search
 * without a state lists the current states); only the roles with the archive search may ask for it.
 * Read by its number it stays readable (PUBLIC_OFFER_STATES) with a note that it is archived, and
 * nothing of it can be booked. Its bookings and attendance stay as they were.
 */

/** The states a staff search lists when no state is asked for: every state but the archive. */
export const CURRENT_OFFER_STATES: readonly OfferState[] = OFFER_STATES.filter((state) => state !== 'archiviert');

/** Days after an offer's last date ended until the archive sweep archives it, unless the server is set otherwise (ARCHIVE_AFTER_DAYS). */
export const DEFAULT_ARCHIVE_AFTER_DAYS = 180;

/** The states from which an offer is archived, by hand or by the archive sweep. */
export const ARCHIVABLE_STATES: readonly OfferState[] = ['veroeffentlicht', 'abgesagt'];

/** Why nothing of an archived offer's dates changes any more (the server's 409 `angebot_archiviert`). */
export const ARCHIVED_OFFER_READ_ONLY =
  'Das Angebot ist archiviert. Anmeldungen und Anwesenheit seiner Termine bleiben, wie sie sind, und lassen sich nicht mehr ändern.';

/** Whether the bookings and attendance of an offer in this state may still change. */
export const offerBookingsChangeable = (status: string): boolean => status !== 'archiviert';
