import {
  arbeitsstandQueryOptions,
  arbeitsuebersichtQueryOptions,
  offerDatesQueryOptions,
  pruefungenQueryOptions,
  startansichtQueryOptions,
  staffTerminQueryOptions,
  teilnehmendeQueryOptions,
  veranstaltungssucheQueryOptions,
  veranstaltungsterminsucheQueryOptions,
} from '@fobu/api-clients';
import { defaultStartViewOf, type StartView } from '@fobu/domain';
import { PERSON_LIST_VIEW, SPEAKER_LIST_VIEW, WORKGROUP_LIST_VIEW, type ScreenDataContext, type StaffOfferSearch } from '@fobu/routing';
import { dateListQuery, offerListQuery, STAFF_PAGE_SIZE } from './search/staff-query';

/*
 * What the staff screens read, started by their routes beside the screens' code: each screen's
 * view asks what its component will ask (the same query options), so that it mounts with its data.
 */

type StaffContext = ScreenDataContext<StaffOfferSearch>;

export const prefetchWorkOverview = ({ queryClient, loadServiceClients, user }: ScreenDataContext<unknown>) =>
  queryClient.prefetchQuery(arbeitsuebersichtQueryOptions(loadServiceClients, user.uid));

export const prefetchReviewQueue = ({ queryClient, loadServiceClients, user }: ScreenDataContext<unknown>) =>
  queryClient.prefetchQuery(pruefungenQueryOptions(loadServiceClients, user.uid));

/** An opened offer's work state, and on its dates' view its dates. */
const prefetchOpenedOffer = async ({ queryClient, loadServiceClients, user, search }: StaffContext) => {
  if (!search.vnr) return;
  await Promise.all([
    queryClient.prefetchQuery(arbeitsstandQueryOptions(loadServiceClients, user.uid, search.vnr)),
    search.ansicht === 'termine' && queryClient.prefetchQuery(offerDatesQueryOptions(loadServiceClients, user.uid, search.vnr)),
  ]);
};

/** An offer or course search: the opened offer, or else the list the URL asks for (nothing for a new offer's editor). */
export const prefetchOfferSearch = (screen: 'veranstaltungssuche' | 'selbstlernkurssuche') => async (context: StaffContext) => {
  const { queryClient, loadServiceClients, user, role, search } = context;
  if (search.neu) return;
  if (search.vnr) return prefetchOpenedOffer(context);
  const query = { ...offerListQuery(search, role, screen), pageSize: STAFF_PAGE_SIZE };
  await queryClient.prefetchQuery(veranstaltungssucheQueryOptions(loadServiceClients, user.uid, query));
};

/** The offer search's list for each start view. */
const START_VIEW_SEARCH: Readonly<Record<StartView, StaffOfferSearch>> = {
  'meine-angebote': { umfang: 'meine' },
  'alle-angebote': { umfang: 'alle' },
  arbeitsgruppen: { ansicht: WORKGROUP_LIST_VIEW },
  personen: { ansicht: PERSON_LIST_VIEW },
  referenten: { ansicht: SPEAKER_LIST_VIEW },
};

/**
 * Where the offer search opens when entered without params (docs/people-and-settings.md, "Start
 * view"): the list the person chose in their settings, unless it is the role's default anyway. Without
 * an answer from the back end the default list opens: the choice is a convenience, not worth an error page.
 */
const offerSearchStart = async ({ queryClient, loadServiceClients, user, role }: StaffContext) => {
  const choice = await queryClient.ensureQueryData(startansichtQueryOptions(loadServiceClients, user.uid, role)).then(
    ({ ansicht }) => ansicht,
    () => null,
  );
  return choice && choice !== defaultStartViewOf(role) ? START_VIEW_SEARCH[choice] : undefined;
};

/** The date search: an opened date's people (the door reads its own), or else the list the URL asks for. */
export const prefetchDateSearch = async ({ queryClient, loadServiceClients, user, role, search }: StaffContext) => {
  if (search.termin) {
    if (search.terminansicht === 'einlass') return;
    await Promise.all([
      queryClient.prefetchQuery(staffTerminQueryOptions(loadServiceClients, user.uid, search.termin)),
      queryClient.prefetchQuery(teilnehmendeQueryOptions(loadServiceClients, user.uid, search.termin)),
    ]);
    return;
  }
  const query = { ...dateListQuery(search, role), pageSize: STAFF_PAGE_SIZE };
  await queryClient.prefetchQuery(veranstaltungsterminsucheQueryOptions(loadServiceClients, user.uid, query));
};

/** What the offer search's route reads besides its code, for every group that has the screen: its list and its start. */
export const offerSearchData = { prefetch: prefetchOfferSearch('veranstaltungssuche'), startSearch: offerSearchStart } as const;
