import { myWorkgroupsQueryOptions, useServiceClients, useWatchedQuery } from '@fobu/api-clients';
import { useRoleBranch } from '@fobu/routing';
import { useMemo } from 'react';

/**
 * Which of the member's groups an offer number belongs to: a meeting is booked as a date of its
 * group's record (docs/workgroups.md), which has no offer page, so its booking's card leads to the
 * group instead. Read from the member's groups as „Meine Arbeitsgruppen“ fetches them.
 */
export function useWorkgroupOfRecord(): (vnr: string) => number | undefined {
  const { data } = useWatchedQuery(myWorkgroupsQueryOptions(useServiceClients(), useRoleBranch().user.uid));
  return useMemo(() => {
    const groupByVnr = new Map((data?.items ?? []).flatMap((group) => (group.vnr ? [[group.vnr, group.id] as const] : [])));
    return (vnr: string) => groupByVnr.get(vnr);
  }, [data]);
}
