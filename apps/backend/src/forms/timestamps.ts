/** A timestamp from the database as ISO 8601 (UTC), as the contract writes instants; null stays null. */
export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The same for a column that is never null. */
export const isoOf = (value: Date | string) => new Date(value).toISOString();
