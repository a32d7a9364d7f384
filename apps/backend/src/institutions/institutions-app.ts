import type OAuth2Server from '@node-oauth/oauth2-server';
import { KREISE, SchuleSearchQuerySchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { BackendConfig } from '../config';
import type { Db } from '../db/db';
import { notFound, validate } from '../http/errors';
import { createTokenServiceApp } from '../http/token-service-app';

const SORT = { name: 's.name, s.dstnr', dstnr: 's.dstnr', ort: 's.ort, s.name' } as const;

interface SchuleRow {
  dstnr: string;
  name: string;
  schulart: string;
  kreis: string;
  ort: string;
  adresse: string;
  schulleitung: string | null;
  schultraeger: string;
  mandant: string;
}
const SELECT = `SELECT s.dstnr, s.name, s.schulart, s.kreis, s.ort, s.adresse, s.schultraeger, s.mandant,
  (SELECT u.vorname || ' ' || u.name FROM users u WHERE u.uid = s.schulleitung_uid) AS schulleitung FROM schulen s`;

/** The institutions service (port 4102): schools, offices and districts. */
export function createInstitutionsApp(db: Db, config: BackendConfig, oauth: OAuth2Server): Hono {
  const app = createTokenServiceApp(db, config, oauth, 'institutions');

  app.get('/api/v1/kreise', (c) => c.json({ items: KREISE }));

  app.get('/api/v1/schulen', async (c) => {
    const query = validate(SchuleSearchQuerySchema, c.req.query());
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
    return c.json({
      items: rows.map(({ total: _total, ...row }) => row),
      total: rows[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  app.get('/api/v1/schulen/:dstnr', async (c) => {
    const [row] = await db.query<SchuleRow>(`${SELECT} WHERE s.dstnr = $1`, [c.req.param('dstnr').slice(0, 20)]);
    if (!row) throw notFound('Diese Schule gibt es nicht.');
    return c.json(row);
  });
  return app;
}
