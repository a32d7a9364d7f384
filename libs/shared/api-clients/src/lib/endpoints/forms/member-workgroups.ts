import { ArbeitsgruppenPageSchema, endpointPath } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { personKey } from '../../query-keys';
import { toSearchParams } from '../../search-params';
import type { ServiceClients } from '../../service-clients';
import type { LoadServiceClients } from '../../service-clients-context';
import { fetchArbeitsgruppe } from './staff-workgroups';

/*
 * A member's workgroups (docs/workgroups.md, "Members' screens"): cached under the person, so that
 * a change of their bookings (an answer books or withdraws a meeting) makes them stale too.
 */

/** More groups than anyone belongs to: the dashboard lists them all on one page. */
const ALL_OWN_GROUPS = { page: 1, pageSize: 100 };

/** `GET /api/v1/arbeitsgruppen` (forms, a booking role): the asker's own groups, each with its next meeting. */
export async function fetchMyWorkgroups(clients: ServiceClients) {
  const body = await clients.forms
    .get(endpointPath('forms', 'GET /api/v1/arbeitsgruppen'), { ...FOR_PERSON, searchParams: toSearchParams(ALL_OWN_GROUPS) })
    .json();
  return parseResponse(ArbeitsgruppenPageSchema, body, 'Meine Arbeitsgruppen');
}

export const myWorkgroupsQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({ queryKey: [...personKey(uid), 'arbeitsgruppen'], queryFn: async () => fetchMyWorkgroups(await load()) });

/** A member's group with every meeting and their answer to each, cached under the person as their groups' list is. */
export const memberWorkgroupQueryOptions = (load: LoadServiceClients, uid: string, id: number) =>
  queryOptions({ queryKey: [...personKey(uid), 'arbeitsgruppe', id], queryFn: async () => fetchArbeitsgruppe(await load(), id) });
