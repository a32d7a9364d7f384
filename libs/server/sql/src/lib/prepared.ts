import { createHash } from 'node:crypto';

/**
 * A statement of the hot paths (every request's token check, the booking's decision) that
 * PostgreSQL parses and plans once per connection and then runs by its name: the text is not sent,
 * parsed and analysed again on every call. Only for fixed texts: each distinct text stays prepared
 * on every connection of the pool for its life, so a text built from a request's filters must not be one.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/** What `Sql.query` runs: a text as it is, or a prepared statement. */
export type Statement = string | PreparedStatement;

/** Marks a fixed statement text as prepared; its name is derived from the text, so equal texts share it and different ones never do. */
export function prepared(text: string): PreparedStatement {
  return { name: `fobu_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`, text };
}

/** The statement's text, for a database without prepared statements of its own (PGlite runs each text as it comes). */
export const textOf = (statement: Statement): string => (typeof statement === 'string' ? statement : statement.text);
