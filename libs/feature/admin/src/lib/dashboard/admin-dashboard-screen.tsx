import { useServiceClients, verwaltungsuebersichtQueryOptions } from '@fobu/api-clients';
import { STAFF_TASK_LABELS, VERWALTUNGSUEBERSICHT_LIMITS, type Verwaltungsuebersicht } from '@fobu/api-contract';
import { formatShortDay, isoDayInGermany, ROLE_SCREEN_TITLES } from '@fobu/domain';
import {
  DashboardPage,
  DateEntry,
  DateTaskEntry,
  occupancy,
  OfferLink,
  OverviewColumns,
  OverviewList,
  ShortOfMinimumEntry,
  taskList,
  waitingTime,
} from '@fobu/offer-work';
import { useRoleBranch } from '@fobu/routing';
import { EntryLine } from '@fobu/ui/entry-list';

/**
 * addashboard: the tenant at a glance (docs/archive.md): what waits for review and since when,
 * this week's dates with their occupancy, dates short of their minimum while booking is open, and
 * long waiting lists; each entry links to where it is handled.
 */
export function AdminDashboardScreen() {
  const { user } = useRoleBranch();
  const query = verwaltungsuebersichtQueryOptions(useServiceClients(), user.uid);
  return (
    <DashboardPage title={ROLE_SCREEN_TITLES.addashboard} lead="Hier sehen Sie, wo in Ihrem Mandanten etwas ansteht." query={query}>
      {(overview) => <Overview overview={overview} />}
    </DashboardPage>
  );
}

function Overview({ overview }: { overview: Verwaltungsuebersicht }) {
  const now = new Date();
  // The week's dates as the date search shows them: its days (the week ends before `bis`), every offer of the tenant.
  const lastDay = new Date(Date.parse(overview.woche.bis) - 1);
  const week = { von: isoDayInGermany(new Date(overview.woche.von)), bis: isoDayInGermany(lastDay) };
  return (
    <OverviewColumns columns="minmax(0, 1fr) minmax(0, 1fr)">
      <>
        <OverviewList
          title={STAFF_TASK_LABELS.pruefung}
          list={overview.zurPruefung}
          whole={taskList('pruefung', 'alle')}
          empty="Kein Angebot wartet auf die Prüfung."
        >
          {(item) => (
            <>
              <OfferLink vnr={item.vnr} vtyp={item.vtyp}>
                {item.titel}
              </OfferLink>
              <EntryLine>
                {item.eingereichtAm ? `Wartet ${waitingTime(item.eingereichtAm, now)}` : 'Wartet seit unbekannter Zeit'}
                {item.ueberarbeitung ? ' · Überarbeitung' : ''} · {item.leitung.name}
              </EntryLine>
            </>
          )}
        </OverviewList>
        <OverviewList
          title="Termine dieser Woche"
          lead={`${formatShortDay(overview.woche.von)} bis ${formatShortDay(lastDay.toISOString())}`}
          list={overview.dieseWoche}
          whole={{ screen: 'veranstaltungsterminsuche', search: { ...week, status: 'veroeffentlicht', umfang: 'alle' } }}
          empty="In dieser Woche finden keine Termine statt."
        >
          {(date) => <DateEntry date={date} />}
        </OverviewList>
      </>
      <>
        <OverviewList
          title={STAFF_TASK_LABELS.mindestzahl}
          lead="Termine mit offener Anmeldung, für die sich noch zu wenige angemeldet haben."
          list={overview.unterMindestzahl}
          whole={taskList('mindestzahl', 'alle')}
          empty="Alle Termine mit offener Anmeldung haben genug Anmeldungen."
        >
          {(date) => <ShortOfMinimumEntry date={date} view="termine" />}
        </OverviewList>
        <OverviewList
          title={STAFF_TASK_LABELS.warteliste}
          lead={`Kommende Termine mit mindestens ${VERWALTUNGSUEBERSICHT_LIMITS.langeWarteliste} Personen auf der Warteliste.`}
          list={overview.langeWartelisten}
          whole={taskList('warteliste', 'alle')}
          empty="Keine langen Wartelisten."
        >
          {(date) => (
            <DateTaskEntry date={date} view="termine" facts={occupancy(date)} task={{ text: 'Warteliste ansehen', stand: 'warteliste' }} />
          )}
        </OverviewList>
      </>
    </OverviewColumns>
  );
}
