import type { TerminBelegung } from '@fobu/api-contract';
import { placeOf } from '@fobu/catalogue';
import { formatDay, formatTimeRange, formatMoment } from '@fobu/domain';
import {
  Link,
  useRoleBranch,
  type DateView,
  type OfferView,
  type ParticipantFilter,
  type StaffOfferSearch,
  type StaffScope,
  type StaffTask,
} from '@fobu/routing';
import { ScreenPage } from '@fobu/ui';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { Entry, EntryLine, EntryList } from '@fobu/ui/entry-list';
import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { DatePeopleLink } from '../dates/date-people-link';
import { OfferLink } from '../work/offer-link';
import { overviewClass } from './overview-parts.styles';

/** How full a date is, and how many wait for a place. */
export const occupancy = (date: TerminBelegung) =>
  `${date.zugelassen} von ${date.maxPlaetze} Plätzen belegt${date.warteliste > 0 ? `, ${date.warteliste} auf der Warteliste` : ''}`;

/** A staff dashboard's frame: the greeting with what the page shows (`lead`), and the overview once loaded. */
export function DashboardPage<T, K extends QueryKey>({
  title,
  lead,
  query,
  children,
  before,
  after,
}: {
  title: string;
  lead: string;
  /** The overview's query options, the same its screen's prefetch loads. */
  query: UseSuspenseQueryOptions<T, Error, T, K>;
  children: (overview: T) => ReactNode;
  /** A task list above the overview, outside its boundary (it loads on its own). */
  before?: ReactNode;
  /** What follows the overview, outside its boundary (it loads on its own). */
  after?: ReactNode;
}) {
  const { user } = useRoleBranch();
  return (
    <ScreenPage title={title} lead={`Guten Tag, ${[user.vorname, user.name].filter(Boolean).join(' ')}. ${lead}`}>
      {before}
      <DataBoundary what="Ihre Übersicht" rows={6}>
        <LoadedOverview query={query}>{children}</LoadedOverview>
      </DataBoundary>
      {after}
    </ScreenPage>
  );
}

function LoadedOverview<T, K extends QueryKey>({
  query,
  children,
}: {
  query: UseSuspenseQueryOptions<T, Error, T, K>;
  children: (overview: T) => ReactNode;
}) {
  return children(useSuspenseQuery(query).data);
}

/** The overview's two columns of lists (one on small screens); `columns` is the grid template on large ones. */
export function OverviewColumns({ columns, children }: { columns: string; children: [ReactNode, ReactNode] }) {
  return (
    <div className={overviewClass} style={{ '--overview-columns': columns } as CSSProperties}>
      {children.map((column, index) => (
        <div key={index}>{column}</div>
      ))}
    </div>
  );
}

/** The staff search whose filters (`search`) show a whole overview list, of which the overview shows the first entries. */
export interface WholeList {
  readonly screen: 'veranstaltungssuche' | 'veranstaltungsterminsuche';
  readonly search: StaffOfferSearch;
}

/**
 * A list of work to do as the search shows it whole: filtered by the same task (`aufgabe`, whose
 * predicate the back end shares between list and search), of the person's own offers or all.
 */
export const taskList = (aufgabe: StaffTask, umfang: StaffScope): WholeList => ({
  screen: aufgabe === 'zurueckgegeben' || aufgabe === 'pruefung' ? 'veranstaltungssuche' : 'veranstaltungsterminsuche',
  search: { aufgabe, umfang },
});

/**
 * One list of the overview: its heading says how many there are; the entries shown are the first of
 * them, and „und N weitere“ leads to the search that shows them all (`whole`), where one does.
 */
export function OverviewList<T>({
  title,
  lead,
  list,
  whole,
  empty,
  children,
}: {
  title: string;
  lead?: string;
  list: { anzahl: number; items: readonly T[] };
  whole?: WholeList;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  const more = `und ${list.anzahl - list.items.length} weitere`;
  return (
    <section aria-label={title} data-with-lead={lead ? '' : undefined}>
      <h2>
        {title} ({list.anzahl})
      </h2>
      {lead && <p data-overview-lead="">{lead}</p>}
      {list.items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <EntryList>
          {list.items.map((item, index) => (
            <Entry key={index}>{children(item)}</Entry>
          ))}
          {list.anzahl > list.items.length && (
            <EntryLine as="li" muted={!whole}>
              {whole ? <MoreLink whole={whole} label={`${more}: alle ${list.anzahl} aus „${title}“ in der Suche`} text={more} /> : more}
            </EntryLine>
          )}
        </EntryList>
      )}
    </section>
  );
}

function MoreLink({ whole, label, text }: { whole: WholeList; label: string; text: string }) {
  const { tenant, role } = useRoleBranch();
  return (
    <Link to={`/$mandant/$role/${whole.screen}`} params={{ mandant: tenant, role }} search={whole.search} aria-label={label}>
      {text}
    </Link>
  );
}

/** A coming date: its offer, when and where, the link to its people (named with the offer and the day) and its occupancy. */
export function DateEntry({ date }: { date: TerminBelegung }) {
  return (
    <>
      <OfferLink vnr={date.vnr} vtyp={date.vtyp}>
        {date.titel}
      </OfferLink>
      <EntryLine>
        {formatDay(date.beginn)}, {formatTimeRange(date.beginn, date.ende)} · {placeOf(date)}
      </EntryLine>
      <EntryLine>
        <DatePeopleLink terminId={date.id} label={`Teilnehmende: ${date.titel}, ${formatDay(date.beginn)}`}>
          Teilnehmende
        </DatePeopleLink>
      </EntryLine>
      <EntryLine muted>{occupancy(date)}</EntryLine>
    </>
  );
}

/** A date short of its minimum while booking is open: how many are admitted, and until when one can book. */
export function ShortOfMinimumEntry({ date, view }: { date: TerminBelegung; view?: OfferView }) {
  return (
    <>
      <OfferLink vnr={date.vnr} vtyp={date.vtyp} view={view}>
        {date.titel}
      </OfferLink>
      <EntryLine>
        {formatDay(date.beginn)} · {date.zugelassen} von mindestens {date.minPlaetze} · Anmeldeschluss {formatMoment(date.anmeldeschluss)}
      </EntryLine>
    </>
  );
}

/**
 * A date with work waiting for its people: its offer (`view`: the offer's editor or dates), a line
 * of what stands, and the link to the date's people where it is done (`task`, e.g. „Anwesenheit
 * erfassen“, named with the offer and the day for screen readers).
 */
export function DateTaskEntry({
  date,
  view,
  facts,
  task,
}: {
  date: { id: number; vnr: string; vtyp: TerminBelegung['vtyp']; titel: string; beginn: string };
  view?: OfferView;
  facts: ReactNode;
  task: { text: string; view?: DateView; stand?: ParticipantFilter };
}) {
  return (
    <>
      <OfferLink vnr={date.vnr} vtyp={date.vtyp} view={view}>
        {date.titel}
      </OfferLink>
      <EntryLine>
        {formatDay(date.beginn)} · {facts}
      </EntryLine>
      <EntryLine>
        <DatePeopleLink
          terminId={date.id}
          view={task.view}
          stand={task.stand}
          label={`${task.text}: ${date.titel}, ${formatDay(date.beginn)}`}
        >
          {task.text}
        </DatePeopleLink>
      </EntryLine>
    </>
  );
}
