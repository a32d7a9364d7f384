import { terminBedarfeQueryOptions, useServiceClients } from '@fobu/api-clients';
import { useRoleBranch } from '@fobu/routing';
import { useQuery } from '@tanstack/react-query';

/**
 * The date's needs for taking part by booking, for the staff who change its people (not quality
 * control: `enabled`); undefined while they load or are not the reader's (docs/people-and-settings.md).
 */
export function useDateNeeds(terminId: number, enabled: boolean) {
  const { user } = useRoleBranch();
  const query = useQuery({ ...terminBedarfeQueryOptions(useServiceClients(), user.uid, terminId), enabled });
  return query.data && new Map(query.data.items.map((needs) => [needs.anmeldungId, needs]));
}
