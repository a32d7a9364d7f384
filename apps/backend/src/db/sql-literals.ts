/*
 * Constants of @fobu/domain written into SQL text, so that a statement names a state through the
 * domain's constant instead of restating it. The values are the domain's own words, never a
 * caller's input; the quote is doubled all the same.
 */

/** A text value as an SQL string literal. */
export const sqlText = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** Text values as the items of an SQL `IN (…)` list: `'veroeffentlicht', 'archiviert'`. */
export const sqlTextList = (values: readonly string[]): string => values.map(sqlText).join(', ');
