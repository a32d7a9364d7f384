import { managesBookings } from '@fobu/domain';
import { useNavigate, useRoleBranch, useStaffOfferSearch, type StaffOfferSearch } from '@fobu/routing';
import { createContext, useContext } from 'react';

/**
 * Where a date's views are shown: in the date search, (read only) in the archive search under the
 * archived offer they belong to (docs/archive.md), or in the offer search under the workgroup whose
 * meeting the date is (docs/workgroups.md).
 */
export type DateViewsPlace = 'terminsuche' | 'archiv' | 'arbeitsgruppe';
export const DateViewsPlaceContext = createContext<DateViewsPlace>('terminsuche');

const SCREENS = {
  terminsuche: '/$mandant/$role/veranstaltungsterminsuche',
  archiv: '/$mandant/$role/archivsuche',
  arbeitsgruppe: '/$mandant/$role/veranstaltungssuche',
} as const;
const BACK_LABELS: Readonly<Record<DateViewsPlace, string>> = {
  terminsuche: 'Zur Terminsuche',
  archiv: 'Zum Angebot',
  arbeitsgruppe: 'Zur Arbeitsgruppe',
};

/**
 * The views of one date inside the date search (list, attendance, check-in) and the way back: each
 * a link of the same screen, so that Back and a shared URL do what the reader expects.
 */
export function useDateViews() {
  const place = useContext(DateViewsPlaceContext);
  const archive = place === 'archiv';
  const { tenant, role } = useRoleBranch();
  const navigate = useNavigate();
  const search = useStaffOfferSearch();
  const to = SCREENS[place];
  const params = { mandant: tenant, role };
  const link = (next: StaffOfferSearch) => ({ to, params, search: next });
  const dateParams = { termin: undefined, terminansicht: undefined, person: undefined, stand: undefined, reihenfolge: undefined };
  return {
    search,
    archive,
    /** A workgroup's meeting: its people accepted an invitation, and its record's number names nothing anyone could look up. */
    meeting: place === 'arbeitsgruppe',
    // Quality control sees a date's people but changes nothing (the server refuses it too); nobody changes the archive's.
    readOnly: archive || !managesBookings(role),
    link,
    /** The date search as it was, with its own filters; in the archive, the archived offer; in a workgroup, the group's page. */
    backToSearch: link({ ...search, ...dateParams }),
    backLabel: BACK_LABELS[place],
    /** The date's list, attendance or check-in. */
    viewLink: (terminansicht: StaffOfferSearch['terminansicht']) => link({ ...search, terminansicht }),
    /** Changes the list's filter, text or order in place (replace: the list is the same page). */
    replace: (patch: Partial<StaffOfferSearch>) => void navigate({ to, params, search: { ...search, ...patch }, replace: true }),
  };
}
