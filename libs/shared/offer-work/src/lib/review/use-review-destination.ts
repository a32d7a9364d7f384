import { pruefungenQueryOptions, useServiceClients } from '@fobu/api-clients';
import { useNavigate, useRoleBranch } from '@fobu/routing';
import { focusMainHeading } from '@fobu/ui/dialogs';
import { useQueryClient } from '@tanstack/react-query';
import { nextEntry, screenOf } from './queue-entry';

/**
 * Where quality control goes after a decision: back to the review queue (its dashboard, whose
 * entry the navigation highlights), or with `next` straight to the next entry of the queue (the
 * queue again when none is left). The queue is read anew: the decision has just changed it.
 */
export function useReviewDestination() {
  const { tenant, role, user } = useRoleBranch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const load = useServiceClients();
  const params = { mandant: tenant, role };
  return async (decided: string, next: boolean) => {
    const queue = next ? await queryClient.fetchQuery({ ...pruefungenQueryOptions(load, user.uid), staleTime: 0 }) : undefined;
    const entry = queue && nextEntry(queue.items, decided);
    if (entry) await navigate({ to: `/$mandant/$role/${screenOf(entry)}`, params, search: { vnr: entry.vnr } });
    else await navigate({ to: '/$mandant/$role/qkdashboard', params });
    // The new screen's heading takes the focus once it is drawn: the decision's button is gone.
    requestAnimationFrame(focusMainHeading);
  };
}
