import { LogoutRequestSchema, UserApplicationRoleQuerySchema, UserQuerySchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { BackendConfig } from '../config';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../http/app';
import { HttpError, validate } from '../http/errors';
import { tokenUser } from './token-user';
import { activateRole, deleteTokensOf, rolesOf } from './user-queries';

/** The user service: the person of a token, their roles, their active role, logout and activity. */
export function addUserRoutes(app: Hono, db: Db, config: BackendConfig): void {
  app.get('/api/v1/user', async (c) => {
    const user = await tokenUser(db, config, c.req.header('authorization'));
    validate(UserQuerySchema, c.req.query());
    return c.json({
      uid: user.uid,
      email: user.email,
      salutation: user.salutation,
      vorname: user.vorname,
      name: user.name,
      dstnr: user.dstnr,
      dstnr_mitarbeiter: user.dstnr_mitarbeiter,
      roles: await rolesOf(db, user.uid),
      active_role: { role: user.active_role ?? '' },
    });
  });

  app.post('/api/v1/logout', async (c) => {
    const user = await tokenUser(db, config, c.req.header('authorization'));
    const body = validate(LogoutRequestSchema, await jsonBody(c));
    if (body.id !== user.uid) throw new HttpError(403, 'forbidden', 'Sie können nur sich selbst abmelden.');
    await deleteTokensOf(db, user.uid, user.client_id);
    return c.json({ logout: true });
  });

  app.get('/api/v1/userApplicationRole', async (c) => {
    const user = await tokenUser(db, config, c.req.header('authorization'));
    const query = validate(UserApplicationRoleQuerySchema, c.req.query());
    const role = await activateRole(db, user.uid, query.role);
    if (!role) throw new HttpError(403, 'role_not_assigned', `Die Rolle „${query.role}“ ist Ihnen nicht zugewiesen.`);
    return c.json({ success: true, active_role: { role } });
  });

  // Someone works in the portal without making requests (reading, typing): their sign-in stays alive.
  app.post('/api/v1/activity', async (c) => {
    const user = await tokenUser(db, config, c.req.header('authorization'));
    return c.json({ expires_in: user.secondsLeft });
  });
}
