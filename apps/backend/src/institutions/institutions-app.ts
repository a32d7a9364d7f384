import type OAuth2Server from '@node-oauth/oauth2-server';
import { KREISE, SchuleSearchQuerySchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { BackendConfig } from '../config';
import type { Db } from '@fobu/server-sql';
import { notFound, validate } from '../http/errors';
import { createTokenServiceApp } from '../http/token-service-app';
import { schoolByNumber, searchSchools } from './school-queries';

/** The institutions service (port 4102): schools, offices and districts. */
export function createInstitutionsApp(db: Db, config: BackendConfig, oauth: OAuth2Server): Hono {
  const app = createTokenServiceApp(db, config, oauth, 'institutions');

  app.get('/api/v1/kreise', (c) => c.json({ items: KREISE }));

  app.get('/api/v1/schulen', async (c) => {
    const query = validate(SchuleSearchQuerySchema, c.req.query());
    return c.json({ ...(await searchSchools(db, query)), page: query.page, pageSize: query.pageSize });
  });

  app.get('/api/v1/schulen/:dstnr', async (c) => {
    const row = await schoolByNumber(db, c.req.param('dstnr').slice(0, 20));
    if (!row) throw notFound('Diese Schule gibt es nicht.');
    return c.json(row);
  });
  return app;
}
