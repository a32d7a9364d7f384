import { isTenant, type Tenant } from '@fobu/domain';
import { getRouteApi } from '@tanstack/react-router';
import { defined, text } from './search-values';

/**
 * An e-mail's unsubscribe link: `?token={expires}.{signature}` (checked by the notification
 * service) and, on `/unsubscribe/{userId}`, the tenant whose portal sent the e-mail (`mandant`).
 */
export interface UnsubscribeSearch {
  readonly token?: string;
  readonly mandant?: Tenant;
}

export function parseUnsubscribeSearch(search: Record<string, unknown>): UnsubscribeSearch {
  const mandant = search['mandant'];
  return defined({ token: text(search['token'], 200), mandant: isTenant(mandant) ? mandant : undefined });
}

const standalone = getRouteApi('/unsubscribe/$userId');
const underControlling = getRouteApi('/$mandant/$role/unsubscribe/$userId');

/** What the unsubscribe page needs of its link, on either route: whose, the token, and the tenant (if known). */
export interface UnsubscribeLink {
  readonly userId: string;
  readonly token?: string;
  readonly tenant?: Tenant;
}

/** The unsubscribe link shown, from whichever of the two routes matched (the controlling route's tenant is its path's). */
export function useUnsubscribeLink(): UnsubscribeLink {
  const options = { shouldThrow: false } as const;
  // Both hooks run on every render; one finds its route.
  const [ownParams, ownSearch] = [standalone.useParams(options), standalone.useSearch(options)];
  const [branchParams, branchSearch] = [underControlling.useParams(options), underControlling.useSearch(options)];
  if (branchParams) return { userId: branchParams.userId, token: branchSearch?.token, tenant: branchParams.mandant };
  return { userId: ownParams?.userId ?? '', token: ownSearch?.token, tenant: ownSearch?.mandant };
}
