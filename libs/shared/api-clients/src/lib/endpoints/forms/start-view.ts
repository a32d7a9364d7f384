import { endpointPath, StartansichtSchema, type StartansichtEingabe } from '@fobu/api-contract';
import type { Role } from '@fobu/domain';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { personKey } from '../../query-keys';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

/*
 * The staff's start view (docs/people-and-settings.md, "Start view"): which list the offer search
 * opens with. The back end keeps it per active role, so the cache does too.
 */

const startViewKey = (uid: string, role: Role) => [...personKey(uid), 'startansicht', role] as const;

/** `GET /api/v1/startansicht` (forms): the signed-in person's choice in their active role, or null for the role's default. */
export const startansichtQueryOptions = (load: LoadServiceClients, uid: string, role: Role) =>
  queryOptions({
    queryKey: startViewKey(uid, role),
    queryFn: async () => {
      const body = await (await load()).forms.get(endpointPath('forms', 'GET /api/v1/startansicht'), FOR_PERSON).json();
      return parseResponse(StartansichtSchema, body, 'Startansicht');
    },
  });

/** `PUT /api/v1/startansicht`: saves the choice; the answer replaces the cache. */
export function useSaveStartansicht(uid: string, role: Role) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: StartansichtEingabe) => {
      const path = endpointPath('forms', 'PUT /api/v1/startansicht');
      return parseResponse(
        StartansichtSchema,
        await (await load()).forms.put(path, { ...FOR_PERSON, json: choice }).json(),
        'Startansicht',
      );
    },
    onSuccess: (saved) => queryClient.setQueryData(startViewKey(uid, role), saved),
  });
}
