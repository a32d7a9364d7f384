import { DienstpostenUebersichtQuerySchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/principal';
import type { Db } from '@fobu/server-sql';
import { validate } from '../../http/errors';
import { dutyPost, dutyPostOverview } from './duty-post-overview';

/** Adds the duty post's overview to the forms service: role dienstposten only. */
export function addDutyPostOverview(app: Hono, db: Db): void {
  app.get('/api/v1/dienstposten/uebersicht', async (c) => {
    // Who asks is checked before what they ask: a wrong query of another role is still refused as such.
    const principal = dutyPost(requireUser(c));
    return c.json(await dutyPostOverview(db, principal, validate(DienstpostenUebersichtQuerySchema, c.req.query())));
  });
}
