import type { Sql } from '@fobu/server-sql';

/** Inserts rows in chunks of multi-row VALUES with parameters. */
export async function insertRows(sql: Sql, table: string, columns: string[], rows: unknown[][], suffix = ''): Promise<void> {
  const chunk = Math.max(1, Math.floor(20_000 / columns.length));
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const params: unknown[] = [];
    const values = part.map((row) => `(${row.map((value) => (params.push(value), `$${params.length}`)).join(',')})`);
    await sql.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${values.join(',')} ${suffix}`, params);
  }
}
