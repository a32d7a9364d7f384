import type { OfferState } from '@fobu/domain';

/*
 * The shared states of @fobu/domain as SQL literals, so that a query names the state through the
 * domain's constant instead of restating it as text. The values are the domain's own constants,
 * never a caller's input; the quote is doubled all the same.
 */

/** A text value as an SQL string literal. */
export const sqlText = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** Text values as the items of an SQL `IN (…)` list. */
export const sqlTextList = (values: readonly string[]): string => values.map(sqlText).join(', ');

/** The state in which an offer is published and bookable. */
export const PUBLISHED: OfferState = 'veroeffentlicht';

/** `PUBLISHED` as an SQL literal. */
export const PUBLISHED_SQL = sqlText(PUBLISHED);
