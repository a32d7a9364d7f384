import { StartansichtEingabeSchema, type Startansicht } from '@fobu/api-contract';
import { startViewsOf, type StartView } from '@fobu/domain';
import type { Hono } from 'hono';
import { requireUser, type Principal } from '../../auth/principal';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../../http/app';
import { invalidInput, validate } from '../../http/errors';

/*
 * The staff's start view (docs/people-and-settings.md, "Start view"): the asker's own, in their
 * active role. A role without the offer search has none to choose; a stored view the role no longer
 * offers (its rights changed) reads as the default.
 */

const DEFAULT: Startansicht = { ansicht: null };

async function ownStartView(db: Db, principal: Principal): Promise<Startansicht> {
  const role = principal.activeRole;
  if (!role) return DEFAULT;
  const [row] = await db.query<{ ansicht: string }>('SELECT ansicht FROM startansichten WHERE uid = $1 AND mandant = $2 AND rolle = $3', [
    principal.uid,
    principal.mandant,
    role,
  ]);
  const ansicht = startViewsOf(role).find((view) => view === row?.ansicht);
  return ansicht ? { ansicht } : DEFAULT;
}

async function saveStartView(db: Db, principal: Principal, ansicht: StartView | null): Promise<Startansicht> {
  const role = principal.activeRole;
  if (ansicht !== null && !(role && startViewsOf(role).includes(ansicht)))
    throw invalidInput([{ path: ['ansicht'], message: 'Diese Liste gibt es in Ihrer Rolle nicht.' }]);
  if (role && ansicht !== null) {
    await db.query(
      `INSERT INTO startansichten (uid, mandant, rolle, ansicht) VALUES ($1, $2, $3, $4)
       ON CONFLICT (uid, mandant, rolle) DO UPDATE SET ansicht = $4, geaendert_am = clock_timestamp()`,
      [principal.uid, principal.mandant, role, ansicht],
    );
  } else if (role) {
    await db.query('DELETE FROM startansichten WHERE uid = $1 AND mandant = $2 AND rolle = $3', [principal.uid, principal.mandant, role]);
  }
  return ownStartView(db, principal);
}

export function addStartViewRoutes(app: Hono, db: Db): void {
  app.get('/api/v1/startansicht', async (c) => c.json(await ownStartView(db, requireUser(c))));
  app.put('/api/v1/startansicht', async (c) => {
    const principal = requireUser(c);
    const { ansicht } = validate(StartansichtEingabeSchema, await jsonBody(c));
    return c.json(await saveStartView(db, principal, ansicht));
  });
}
