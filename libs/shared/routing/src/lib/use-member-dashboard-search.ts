import { getRouteApi } from '@tanstack/react-router';
import type { MemberDashboardSearch } from './member-dashboard-search';

const memberDashboard = getRouteApi('/$mandant/$role/bereich/dashboard');

/** The booking roles' dashboard's validated search params, and how to open or close one workgroup of the member. */
export function useMemberDashboardSearch(): { search: MemberDashboardSearch; update: (search: MemberDashboardSearch) => void } {
  const search = memberDashboard.useSearch();
  const navigate = memberDashboard.useNavigate();
  return { search, update: (next) => void navigate({ search: next }) };
}
