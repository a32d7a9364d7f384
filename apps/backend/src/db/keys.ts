import type { Sql } from '@fobu/server-sql';

/**
 * A fresh key: `prefix` and the next five-digit number among the keys of `column` that start so,
 * under a lock so that parallel calls differ. The seed's keys use none of these prefixes.
 */
export async function nextKey(sql: Sql, table: string, column: string, prefix: string): Promise<string> {
  await sql.query('SELECT pg_advisory_xact_lock(4712)');
  const [row] = await sql.query<{ n: number }>(
    `SELECT coalesce(max(substr(${column}, $1)::int), 0)::int + 1 AS n FROM ${table} WHERE ${column} LIKE $2 AND substr(${column}, $1) ~ '^[0-9]+$'`,
    [prefix.length + 1, `${prefix}%`],
  );
  return `${prefix}${String(row.n).padStart(5, '0')}`;
}
