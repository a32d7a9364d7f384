import { managesBookings } from '@fobu/domain';
import { useNavigate, useRoleBranch, useStaffOfferSearch, type StaffOfferSearch } from '@fobu/routing';

const DATE_SEARCH = '/$mandant/$role/veranstaltungsterminsuche' as const;

/**
 * The views of one date inside the date search (list, attendance, check-in) and the way back: each
 * a link of the same screen, so that Back and a shared URL do what the reader expects.
 */
export function useDateViews() {
  const { tenant, role } = useRoleBranch();
  const navigate = useNavigate();
  const search = useStaffOfferSearch();
  const params = { mandant: tenant, role };
  const link = (next: StaffOfferSearch) => ({ to: DATE_SEARCH, params, search: next });
  return {
    search,
    // Quality control sees a date's people but changes nothing (the server refuses it too).
    readOnly: !managesBookings(role),
    link,
    /** The date search as it was, with its own filters. */
    backToSearch: link({
      ...search,
      termin: undefined,
      terminansicht: undefined,
      person: undefined,
      stand: undefined,
      reihenfolge: undefined,
    }),
    /** The date's list, attendance or check-in. */
    viewLink: (terminansicht: StaffOfferSearch['terminansicht']) => link({ ...search, terminansicht }),
    /** Changes the list's filter, text or order in place (replace: the list is the same page). */
    replace: (patch: Partial<StaffOfferSearch>) =>
      void navigate({ to: DATE_SEARCH, params, search: { ...search, ...patch }, replace: true }),
  };
}
