import { PUBLIC_OFFER_STATES, PUBLISHED_OFFER_STATE, type OfferState } from '@fobu/domain';
import { sqlText, sqlTextList } from '../../db/sql-literals';

/** A SQL list of offer states, written from @fobu/domain's constants. */
export const offerStatesSql = (states: readonly OfferState[]): string => sqlTextList(states);

/** The published state as a SQL literal: what the catalogue lists and what can be booked. */
export const PUBLISHED_SQL = sqlText(PUBLISHED_OFFER_STATE);

/** The archived state as a SQL literal: what the archived offers' text index (migration 040) is made of. */
export const ARCHIVED_SQL = sqlText('archiviert' satisfies OfferState);

/** `column` holds one of the public states (published, cancelled, archived): an offer that was held or is on offer. */
export const isPublicSql = (column: string): string => `${column} IN (${offerStatesSql(PUBLIC_OFFER_STATES)})`;
