import { Link, useNavigate, useRoleBranch, type StaffOfferSearch } from '@fobu/routing';
import { createContext, useContext, type ReactNode } from 'react';

/** The two screens that show the staff's offers: the same views, each for its kinds of offer. */
export type OfferScreen = 'veranstaltungssuche' | 'selbstlernkurssuche';

const OfferScreenContext = createContext<OfferScreen>('veranstaltungssuche');
export const OfferScreenProvider = OfferScreenContext.Provider;

/** The offer screen a view is shown in, and how to move between its views (list, work state, editor). */
export function useOfferScreen() {
  const screen = useContext(OfferScreenContext);
  const { tenant, role } = useRoleBranch();
  const navigate = useNavigate();
  const to = `/$mandant/$role/${screen}` as const;
  const params = { mandant: tenant, role };
  return {
    screen,
    go: (search: StaffOfferSearch, replace = false) => navigate({ to, params, search, replace }),
    link: (search: StaffOfferSearch) => ({ to, params, search }),
  };
}

/** A link to a view of the offer screen shown (an offer's work state, its editor, the list). */
export function OfferScreenLink({ search, children }: { search: StaffOfferSearch; children: ReactNode }) {
  const { link } = useOfferScreen();
  return (
    <Link {...link(search)} style={{ textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}
