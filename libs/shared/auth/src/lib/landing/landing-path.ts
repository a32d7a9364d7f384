import type { KyInstance } from 'ky';
import { fetchVtyp } from '../endpoints/fetch-vtyp';
import type { LandingWishes } from '../storage/login-intent';
import type { LoggedInUser } from '../user/logged-in-user';
import { forwardingPath, safeReturnPath } from './landing';
import { roleEntryPath } from './role-entry';

/**
 * Where a sign-in lands (spec section 4), in either mode: a deep link's event after asking for its
 * type, else a validated return path, else the active role's entry. `userService` is the user
 * service's client of the mode (its own address, or the BFF's proxy).
 */
export async function landingPath(
  user: LoggedInUser,
  wishes: LandingWishes,
  { userService, origin, console }: { readonly userService: KyInstance; readonly origin: string; readonly console: Pick<Console, 'error'> },
): Promise<string> {
  if (wishes.vnr) {
    try {
      const forward = forwardingPath(await fetchVtyp(userService, wishes.vnr), wishes, user.mandant, user.activeRole);
      if (forward) return forward;
    } catch (error) {
      // Section 8: a failed type lookup is logged and nothing is forwarded.
      console.error('Die Veranstaltungsart konnte nicht ermittelt werden.', error);
    }
  }
  return safeReturnPath(wishes.returnTo, origin, user.mandant) ?? roleEntryPath(user.mandant, user.activeRole);
}
