import { getRouteApi } from '@tanstack/react-router';
import type { DutyPostSearch } from './duty-post-search';

const dutyPostDashboard = getRouteApi('/$mandant/$role/bereich/dpdashboard');

/** The duty post's dashboard's validated search params, and how to change them (a new period starts at page 1). */
export function useDutyPostSearch(): { search: DutyPostSearch; update: (search: DutyPostSearch) => void } {
  const search = dutyPostDashboard.useSearch();
  const navigate = dutyPostDashboard.useNavigate();
  return { search, update: (next) => void navigate({ search: next, replace: true }) };
}
