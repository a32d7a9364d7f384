import { PUBLIC_OFFER_STATES, PUBLISHED_OFFER_STATE, type OfferState } from '@fobu/domain';

/*
 * Offer states in SQL text, written from @fobu/domain's constants so that a statement cannot keep a
 * state the rules no longer name. The states are the domain's own words, never input.
 */

/** A SQL list of states: `'veroeffentlicht', 'archiviert'`. */
export const offerStatesSql = (states: readonly OfferState[]): string => states.map((state) => `'${state}'`).join(', ');

/** The published state as a SQL literal: what the catalogue lists and what can be booked. */
export const PUBLISHED_SQL = `'${PUBLISHED_OFFER_STATE}'`;

/** `column` holds one of the public states (published, cancelled, archived): an offer that was held or is on offer. */
export const isPublicSql = (column: string): string => `${column} IN (${offerStatesSql(PUBLIC_OFFER_STATES)})`;
