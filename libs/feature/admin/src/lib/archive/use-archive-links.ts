import { useNavigate, useRoleBranch, useStaffOfferSearch, type StaffOfferSearch } from '@fobu/routing';

/**
 * The archive search's views as links: the list keeps its filters when an offer or a date is opened,
 * so that the way back finds it as it was.
 */
export function useArchiveLinks() {
  const { tenant, role } = useRoleBranch();
  const navigate = useNavigate();
  const search = useStaffOfferSearch();
  const to = '/$mandant/$role/archivsuche' as const;
  const params = { mandant: tenant, role };
  const link = (next: StaffOfferSearch) => ({ to, params, search: next });
  return {
    search,
    /** The list with its filters. */
    list: link({ ...search, vnr: undefined, termin: undefined, terminansicht: undefined }),
    offer: (vnr: string) => link({ ...search, vnr, termin: undefined }),
    date: (terminId: number) => link({ ...search, termin: terminId }),
    /** Changes the list's filters in place. */
    replace: (next: StaffOfferSearch) => void navigate({ to, params, search: next, replace: true }),
  };
}
