import { hasActive, type Principal } from '../../auth/principal';
import { forbidden } from '../../http/errors';

/*
 * Controlling's figures (docs/controlling.md): counts over the asker's tenant, for controlling only.
 * The spec gives the figures screen (ctdashboard) to controlling alone; the administration sees
 * people by name in its own screens and has no need of these counts.
 */

/** The person, if they act as controlling; 403 for every other role. */
export function controller(principal: Principal): Principal {
  if (!hasActive(principal, 'controlling')) throw forbidden('Die Kennzahlen sind dem Controlling vorbehalten.');
  return principal;
}
