import { Text } from '@chakra-ui/react';
import { arbeitsuebersichtQueryOptions, useServiceClients } from '@fobu/api-clients';
import { STAFF_TASK_LABELS, WORK_TO_DO_LABELS, type Arbeitsuebersicht } from '@fobu/api-contract';
import { formatShortDay, ROLE_SCREEN_TITLES } from '@fobu/domain';
import { useRoleBranch, type OfferView } from '@fobu/routing';
import { EntryLine } from '@fobu/ui/entry-list';
import { RecognitionQueue } from '../recognition/recognition-queue';
import { OfferLink } from '../work/offer-link';
import { MyWorkgroupsList } from './my-workgroups-list';
import { StaffNotifications } from './staff-notifications';
import {
  DashboardPage,
  DateEntry,
  DateTaskEntry,
  OverviewColumns,
  OverviewList,
  ShortOfMinimumEntry,
  taskList,
  type WholeList,
} from './overview-parts';

/**
 * The dashboard of organisers (their own offers) and of the administration (the tenant's): the
 * next dates with their occupancy, and the work waiting, each entry a link to where it is done.
 */
export function WorkOverviewScreen() {
  const { role, user } = useRoleBranch();
  const query = arbeitsuebersichtQueryOptions(useServiceClients(), user.uid);
  const page =
    role === 'verwaltung'
      ? { title: ROLE_SCREEN_TITLES.vwdashboard, lead: 'Hier sehen Sie, was bei allen Angeboten Ihres Mandanten ansteht.' }
      : { title: ROLE_SCREEN_TITLES.vldashboard, lead: 'Hier sehen Sie, was bei Ihren Angeboten ansteht.' };
  return (
    <DashboardPage {...page} query={query} before={role === 'verwaltung' ? <RecognitionQueue /> : undefined} after={<StaffNotifications />}>
      {(overview) => <Overview overview={overview} />}
    </DashboardPage>
  );
}

/** The person's own offers in one state, as the offer search shows them all (the overview's order is the search's). */
const ownOffers = (status: 'entwurf' | 'zur_pruefung'): WholeList => ({
  screen: 'veranstaltungssuche',
  search: { status, umfang: 'meine' },
});

function Overview({ overview }: { overview: Arbeitsuebersicht }) {
  const { role } = useRoleBranch();
  const umfang = overview.umfang === 'eigene' ? 'meine' : 'alle';
  const nextDates: WholeList = { screen: 'veranstaltungsterminsuche', search: { status: 'veroeffentlicht', umfang } };
  return (
    <OverviewColumns columns="minmax(0, 3fr) minmax(0, 2fr)">
      <>
        <OverviewList title="Nächste Termine" list={overview.naechsteTermine} whole={nextDates} empty="Keine kommenden Termine.">
          {(date) => <DateEntry date={date} />}
        </OverviewList>
        <OverviewList
          title={STAFF_TASK_LABELS.mindestzahl}
          list={overview.unterMindestzahl}
          whole={taskList('mindestzahl', umfang)}
          empty="Alle Termine mit offener Anmeldung haben genug Anmeldungen."
        >
          {(date) => <ShortOfMinimumEntry date={date} />}
        </OverviewList>
        {/* The groups an organiser leads; the administration finds the tenant's in the offer search. */}
        {role === 'veranstaltungsleiter' && <MyWorkgroupsList />}
      </>
      <>
        <OverviewList title="Ihre Entwürfe" list={overview.entwuerfe} whole={ownOffers('entwurf')} empty="Sie haben keine Entwürfe.">
          {(item) => <PreparedEntry item={item} view="bearbeiten" />}
        </OverviewList>
        <OverviewList
          title="In Prüfung"
          lead="Ihre eingereichten Angebote, die auf die Qualitätskontrolle warten."
          list={overview.inPruefung}
          whole={ownOffers('zur_pruefung')}
          empty="Keines Ihrer Angebote wartet auf die Prüfung."
        >
          {(item) => <PreparedEntry item={item} />}
        </OverviewList>
        <OverviewList
          title={STAFF_TASK_LABELS.zurueckgegeben}
          list={overview.zurueckgegeben}
          whole={taskList('zurueckgegeben', umfang)}
          empty="Nichts zurückgegeben."
        >
          {(item) => <SentBackEntry item={item} />}
        </OverviewList>
        <OverviewList
          title={WORK_TO_DO_LABELS.offeneAbrufanfragen}
          list={overview.offeneAbrufanfragen}
          empty="Keine Anfrage wartet auf Antwort."
        >
          {(request) => (
            <>
              <OfferLink vnr={request.vnr} vtyp="ABRUF">
                {request.titel}
              </OfferLink>
              <EntryLine>
                {request.schule.name} · {request.teilnehmende} Teilnehmende · Wunschtermine{' '}
                {request.wunschtermine.map(formatShortDay).join(', ')}
              </EntryLine>
              <EntryLine muted>
                {request.referenz}, angefragt am {formatShortDay(request.angefragtAm)}
              </EntryLine>
            </>
          )}
        </OverviewList>
        <OverviewList
          title={STAFF_TASK_LABELS.anwesenheit}
          list={overview.anwesenheitOffen}
          whole={taskList('anwesenheit', umfang)}
          empty="Für alle vergangenen Termine ist die Anwesenheit erfasst."
        >
          {(date) => (
            <DateTaskEntry
              date={date}
              facts={`${date.ohneAnwesenheit} ${date.ohneAnwesenheit === 1 ? 'Person' : 'Personen'} ohne Eintrag`}
              task={{ text: 'Anwesenheit erfassen', view: 'anwesenheit' }}
            />
          )}
        </OverviewList>
      </>
    </OverviewColumns>
  );
}

/** One of the person's offers in preparation (`view`: a draft opens in its editor), and when it was last changed. */
function PreparedEntry({ item, view }: { item: Arbeitsuebersicht['entwuerfe']['items'][number]; view?: OfferView }) {
  return (
    <>
      <OfferLink vnr={item.vnr} vtyp={item.vtyp} view={view}>
        {item.titel}
      </OfferLink>
      {item.geaendertAm && <EntryLine muted>Zuletzt geändert am {formatShortDay(item.geaendertAm)}</EntryLine>}
    </>
  );
}

/** An offer quality control sent back: when, and its note, so that the organiser sees what to change. */
function SentBackEntry({ item }: { item: Arbeitsuebersicht['zurueckgegeben']['items'][number] }) {
  return (
    <>
      <OfferLink vnr={item.vnr} vtyp={item.vtyp}>
        {item.titel}
      </OfferLink>
      {item.zurueckgegebenAm && (
        <EntryLine muted>
          {item.ueberarbeitung ? 'Überarbeitung zurückgegeben' : 'Zurückgegeben'} am {formatShortDay(item.zurueckgegebenAm)}
        </EntryLine>
      )}
      {item.notiz && (
        <Text fontSize="sm" whiteSpace="pre-line">
          „{item.notiz}“
        </Text>
      )}
    </>
  );
}
