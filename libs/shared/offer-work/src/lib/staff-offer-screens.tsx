import { Text } from '@chakra-ui/react';
import { arbeitsstandQueryOptions, isNotFoundError, loadStateOf, useServiceClients } from '@fobu/api-clients';
import { PERSON_LIST_VIEW, SPEAKER_LIST_VIEW, useRoleBranch, useStaffOfferSearch, WORKGROUP_LIST_VIEW } from '@fobu/routing';
import { ListSkeleton, LoadStates, MessagePage } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { OfferNotFound } from './work/offer-not-found';
import { OfferDatesView } from './dates/offer-dates-view';
import { OfferEditor } from './editor/offer-editor';
import { OfferScreenLink, OfferScreenProvider, type OfferScreen } from './offer-screen';
import { StaffDateList } from './search/staff-date-list';
import { StaffOfferList } from './search/staff-offer-list';
import { OfferWorkView } from './work/offer-work-view';

// A date's people are a view of the date search with a chunk of its own, loaded when a date is opened.
const ParticipantsScreen = lazy(() => import('@fobu/participant-work').then((module) => ({ default: module.ParticipantsScreen })));
// The workgroups are a view of the offer search (docs/workgroups.md), in a chunk of their own, loaded when chosen.
const WorkgroupScreen = lazy(() => import('@fobu/workgroup-work').then((module) => ({ default: module.WorkgroupScreen })));
// So are the persons (docs/people-and-settings.md): the offer search's first visit does not load them.
const PersonScreen = lazy(() => import('@fobu/person-work').then((module) => ({ default: module.PersonScreen })));
// And the speakers' directory.
const SpeakerScreen = lazy(() => import('@fobu/speaker-work').then((module) => ({ default: module.SpeakerScreen })));

/** veranstaltungssuche: the staff's offers with dates and on demand. */
export function OfferSearchScreen() {
  return <StaffOffers screen="veranstaltungssuche" />;
}

/** selbstlernkurssuche: the same views for self-learning courses. */
export function CourseSearchScreen() {
  return <StaffOffers screen="selbstlernkurssuche" />;
}

/** veranstaltungsterminsuche: the dates of the staff's offers; with `termin`, that date's people. */
export function DateSearchScreen() {
  const search = useStaffOfferSearch();
  return search.termin ? (
    <Suspense fallback={<ListSkeleton rows={6} label="Die Teilnehmenden werden geladen" />}>
      <ParticipantsScreen />
    </Suspense>
  ) : (
    <StaffDateList />
  );
}

/** One screen, several views, each a link: the list, an offer's work state, its editor, a new offer; in the offer search also the workgroups, the persons and the speakers. */
function StaffOffers({ screen }: { screen: OfferScreen }) {
  const search = useStaffOfferSearch();
  return (
    <OfferScreenProvider value={screen}>
      {screen === 'veranstaltungssuche' && search.ansicht === WORKGROUP_LIST_VIEW ? (
        <Suspense fallback={<ListSkeleton rows={6} label="Die Arbeitsgruppen werden geladen" />}>
          <WorkgroupScreen />
        </Suspense>
      ) : screen === 'veranstaltungssuche' && search.ansicht === PERSON_LIST_VIEW ? (
        <Suspense fallback={<ListSkeleton rows={6} label="Die Personen werden geladen" />}>
          <PersonScreen />
        </Suspense>
      ) : screen === 'veranstaltungssuche' && search.ansicht === SPEAKER_LIST_VIEW ? (
        <Suspense fallback={<ListSkeleton rows={6} label="Die Referentinnen und Referenten werden geladen" />}>
          <SpeakerScreen />
        </Suspense>
      ) : search.neu ? (
        <OfferEditor key={`neu-${search.neu}`} target={{ kind: 'new', vtyp: search.neu }} />
      ) : search.vnr && search.ansicht === 'bearbeiten' ? (
        <EditOffer vnr={search.vnr} />
      ) : search.vnr && search.ansicht === 'termine' ? (
        <OfferDatesView vnr={search.vnr} />
      ) : search.vnr ? (
        <OfferWorkView vnr={search.vnr} />
      ) : (
        <StaffOfferList screen={screen} />
      )}
    </OfferScreenProvider>
  );
}

/** The editor of a saved offer, once its work state is read (the version the change is based on). */
function EditOffer({ vnr }: { vnr: string }) {
  const { user } = useRoleBranch();
  const query = useQuery({ ...arbeitsstandQueryOptions(useServiceClients(), user.uid, vnr), staleTime: 0 });
  if (query.isError && isNotFoundError(query.error)) {
    return <OfferNotFound vnr={vnr} />;
  }
  return (
    <LoadStates state={loadStateOf(query)} what="das Angebot" rows={6} onRetry={() => void query.refetch()}>
      {() =>
        query.data &&
        (query.data.erlaubteAktionen.includes('bearbeiten') ? (
          <OfferEditor key={vnr} target={{ kind: 'existing', work: query.data }} />
        ) : (
          <MessagePage title="Bearbeiten nicht möglich">
            <Text mb="4">
              Dieses Angebot können Sie im Moment nicht bearbeiten: Es liegt zur Prüfung vor, ist abgesagt oder archiviert, oder es gehört
              einer anderen Veranstaltungsleitung.
            </Text>
            <OfferScreenLink search={{ vnr }}>Zum Angebot</OfferScreenLink>
          </MessagePage>
        ))
      }
    </LoadStates>
  );
}
