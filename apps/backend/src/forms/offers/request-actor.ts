import type { OfferActor } from '@fobu/domain';
import type { Context } from 'hono';
import { requireUser } from '../../auth/principal';
import { HttpError } from '../../http/errors';

/** The signed-in person in their active role; 403 without one. */
export function actorOf(c: Context): OfferActor {
  const principal = requireUser(c);
  if (!principal.activeRole) throw new HttpError(403, 'forbidden', 'Ihnen ist keine Rolle zugewiesen.');
  return { uid: principal.uid, role: principal.activeRole, mandant: principal.mandant };
}
