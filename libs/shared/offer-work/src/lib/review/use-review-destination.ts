import { pruefungenQueryOptions, useServiceClients } from '@fobu/api-clients';
import { useNavigate, useRoleBranch } from '@fobu/routing';
import { useQueryClient } from '@tanstack/react-query';
import { nextEntry, screenOf } from './queue-entry';

/** The new screen's main heading takes the focus, so that keyboard and screen reader users start where the page does. */
function focusMainHeading() {
  requestAnimationFrame(() => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  });
}

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
    focusMainHeading();
  };
}
