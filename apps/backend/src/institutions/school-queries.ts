import type { SchuleSearchQuerySchema } from '@fobu/api-contract';
import type { z } from 'zod/mini';
import type { Db } from '@fobu/server-sql';

const SORT = { name: 's.name, s.dstnr', dstnr: 's.dstnr', ort: 's.ort, s.name' } as const;

export interface SchuleRow {
  dstnr: string;
  name: string;
  schulart: string | null;
  kreis: string;
  ort: string;
  adresse: string;
  schulleitung: string | null;
  schultraeger: string;
  mandant: string;
}
const SELECT = `SELECT s.dstnr, s.name, s.schulart, s.kreis, s.ort, s.adresse, s.schultraeger, s.mandant,
  (SELECT u.vorname || ' ' || u.name FROM users u WHERE u.uid = s.schulleitung_uid) AS schulleitung FROM schulen s`;

/** One page of the schools that match the search (name part or exact number, district, type, tenant), with the total. */
export async function searchSchools(
  db: Db,
  query: z.output<typeof SchuleSearchQuerySchema>,
): Promise<{ items: SchuleRow[]; total: number }> {
  const where = ['true'];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (query.q)
    add(
      `(lower(s.name) LIKE ? ESCAPE '\\' OR s.dstnr = lower($${params.length + 2}))`,
      `%${query.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`,
    );
  if (query.q) params.push(query.q);
  if (query.kreis) add('s.kreis = ?', query.kreis);
  if (query.schulart) add('s.schulart = ?', query.schulart);
  if (query.mandant) add('s.mandant = ?', query.mandant);
  params.push(query.pageSize, (query.page - 1) * query.pageSize);
  const rows = await db.query<SchuleRow & { total: number }>(
    `${SELECT.replace('FROM schulen s', ', count(*) OVER ()::int AS total FROM schulen s')} WHERE ${where.join(' AND ')} ORDER BY ${SORT[query.sort]} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { items: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export async function schoolByNumber(db: Db, dstnr: string): Promise<SchuleRow | undefined> {
  const [row] = await db.query<SchuleRow>(`${SELECT} WHERE s.dstnr = $1`, [dstnr]);
  return row;
}
