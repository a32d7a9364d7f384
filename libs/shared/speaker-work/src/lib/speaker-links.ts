import { SPEAKER_LIST_VIEW, useNavigate, useRoleBranch, useStaffOfferSearch, type StaffOfferSearch } from '@fobu/routing';

/**
 * The directory's views inside the offer search (docs/people-and-settings.md, "Where each view
 * lives"): each a link of veranstaltungssuche with `ansicht=referenten`, so that Back and a shared
 * URL work. A speaker adds `referent` and keeps the list's search text and page for the way back.
 */
export function useSpeakerLinks() {
  const { tenant, role } = useRoleBranch();
  const navigate = useNavigate();
  const search = useStaffOfferSearch();
  const link = (next: Pick<StaffOfferSearch, 'q' | 'seite' | 'referent'>) => ({
    to: '/$mandant/$role/veranstaltungssuche' as const,
    params: { mandant: tenant, role },
    search: { ...next, ansicht: SPEAKER_LIST_VIEW } satisfies StaffOfferSearch,
  });
  const kept = { q: search.q, seite: search.seite };
  return {
    search,
    go: (next: Pick<StaffOfferSearch, 'q' | 'seite' | 'referent'>, replace = false) => navigate({ ...link(next), replace }),
    /** The list with its search as it was. */
    list: link(kept),
    /** One speaker's page (`neu`: a new one), keeping the list's search. */
    speaker: (referent: number | 'neu') => link({ ...kept, referent }),
  };
}
