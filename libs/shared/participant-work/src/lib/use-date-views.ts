import { managesBookings } from '@fobu/domain';
import { useNavigate, useRoleBranch, useStaffOfferSearch, type StaffOfferSearch } from '@fobu/routing';
import { createContext, useContext } from 'react';

/**
 * Where a date's views are shown: in the date search, or (read only) in the archive search under
 * the archived offer they belong to (docs/archive.md).
 */
export const DateViewsArchiveContext = createContext(false);

/**
 * The views of one date inside the date search (list, attendance, check-in) and the way back: each
 * a link of the same screen, so that Back and a shared URL do what the reader expects.
 */
export function useDateViews() {
  const archive = useContext(DateViewsArchiveContext);
  const { tenant, role } = useRoleBranch();
  const navigate = useNavigate();
  const search = useStaffOfferSearch();
  const to = archive ? ('/$mandant/$role/archivsuche' as const) : ('/$mandant/$role/veranstaltungsterminsuche' as const);
  const params = { mandant: tenant, role };
  const link = (next: StaffOfferSearch) => ({ to, params, search: next });
  const dateParams = { termin: undefined, terminansicht: undefined, person: undefined, stand: undefined, reihenfolge: undefined };
  return {
    search,
    archive,
    // Quality control sees a date's people but changes nothing (the server refuses it too); nobody changes the archive's.
    readOnly: archive || !managesBookings(role),
    link,
    /** The date search as it was, with its own filters; in the archive, the archived offer. */
    backToSearch: link({ ...search, ...dateParams }),
    backLabel: archive ? 'Zum Angebot' : 'Zur Terminsuche',
    /** The date's list, attendance or check-in. */
    viewLink: (terminansicht: StaffOfferSearch['terminansicht']) => link({ ...search, terminansicht }),
    /** Changes the list's filter, text or order in place (replace: the list is the same page). */
    replace: (patch: Partial<StaffOfferSearch>) => void navigate({ to, params, search: { ...search, ...patch }, replace: true }),
  };
}
