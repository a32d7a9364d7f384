import { PERSON_LIST_VIEW, useNavigate, useRoleBranch, useStaffOfferSearch, type StaffOfferSearch } from '@fobu/routing';

/**
 * The persons' views inside the offer search (docs/people-and-settings.md, "Where each view lives"):
 * each a link of veranstaltungssuche with `ansicht=personen`, so that Back and a shared URL work.
 * Only the search text and page belong to the list; a person adds `kennung` and keeps them for the way back.
 */
export function usePersonLinks() {
  const { tenant, role } = useRoleBranch();
  const navigate = useNavigate();
  const search = useStaffOfferSearch();
  const link = (next: Pick<StaffOfferSearch, 'q' | 'seite' | 'kennung'>) => ({
    to: '/$mandant/$role/veranstaltungssuche' as const,
    params: { mandant: tenant, role },
    search: { ...next, ansicht: PERSON_LIST_VIEW } satisfies StaffOfferSearch,
  });
  const kept = { q: search.q, seite: search.seite };
  return {
    search,
    go: (next: Pick<StaffOfferSearch, 'q' | 'seite'>, replace = false) => navigate({ ...link(next), replace }),
    /** The list with its search as it was. */
    list: link(kept),
    /** One person's page, keeping the list's search. */
    person: (kennung: string) => link({ ...kept, kennung }),
  };
}
