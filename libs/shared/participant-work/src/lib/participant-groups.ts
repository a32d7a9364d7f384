import type { Teilnehmende } from '@fobu/api-contract';
import { SEAT_STATES, type BookingState } from '@fobu/domain';
import type { ParticipantFilter, ParticipantSort } from '@fobu/routing';

/*
 * The list's state groups, as organisers think of the states (docs/participants.md), and its text
 * filter and orders: the list is one date's bookings, read whole, so it is filtered here.
 */

/** The booking states of each group; a state outside them (a course's) shows only under "Alle". */
const PARTICIPANT_GROUPS: Readonly<Record<ParticipantFilter, readonly BookingState[]>> = {
  zugelassen: SEAT_STATES,
  warteliste: ['warteliste'],
  offen: ['angemeldet', 'wartet_auf_genehmigung'],
  beendet: ['storniert', 'abgesagt', 'nicht_zugelassen'],
};

/** Each group's name in the filter. */
export const PARTICIPANT_GROUP_LABELS: Readonly<Record<ParticipantFilter, string>> = {
  zugelassen: 'Zugelassen',
  warteliste: 'Warteliste',
  offen: 'Offen',
  beendet: 'Beendet',
};

/** Does a booking belong to the group (no group: every booking)? */
const inGroup = (person: Pick<Teilnehmende, 'status'>, group: ParticipantFilter | undefined) =>
  group === undefined || PARTICIPANT_GROUPS[group].includes(person.status);

/** Does the text occur in the person's name or school (or its office number)? */
const matches = (person: Teilnehmende, text: string) => {
  const needle = text.toLocaleLowerCase('de-DE');
  return [person.vorname, person.name, `${person.vorname} ${person.name}`, person.schule ?? '', person.dstnr].some((value) =>
    value.toLocaleLowerCase('de-DE').includes(needle),
  );
};

const byText = (a: string, b: string) => a.localeCompare(b, 'de-DE', { sensitivity: 'base' });
const byName = (a: Teilnehmende, b: Teilnehmende) => byText(a.name, b.name) || byText(a.vorname, b.vorname);
/** Seat holders first, then the waiting list in its order, then open bookings, then the ended ones. */
const GROUP_ORDER: readonly ParticipantFilter[] = ['zugelassen', 'warteliste', 'offen', 'beendet'];
const groupRank = (person: Teilnehmende) => {
  const rank = GROUP_ORDER.findIndex((group) => inGroup(person, group));
  return rank === -1 ? GROUP_ORDER.length : rank;
};

const ORDERS: Readonly<Record<ParticipantSort, (a: Teilnehmende, b: Teilnehmende) => number>> = {
  name: byName,
  schule: (a, b) => byText(a.schule ?? '', b.schule ?? '') || byName(a, b),
  angemeldet: (a, b) => a.angemeldetAm.localeCompare(b.angemeldetAm) || a.id - b.id,
  stand: (a, b) => groupRank(a) - groupRank(b) || (a.wartelistePosition ?? 0) - (b.wartelistePosition ?? 0) || byName(a, b),
};

/** Each order's name in the toolbar; without one, the list is by name. */
export const PARTICIPANT_SORT_LABELS: Readonly<Record<ParticipantSort, string>> = {
  name: 'Name',
  schule: 'Schule',
  angemeldet: 'Angemeldet am',
  stand: 'Stand',
};

export interface ParticipantView {
  readonly stand?: ParticipantFilter;
  readonly person?: string;
  readonly reihenfolge?: ParticipantSort;
}

/** The rows the list shows: the group, then the text, in the order asked for. */
export function participantsShown(people: readonly Teilnehmende[], view: ParticipantView): Teilnehmende[] {
  const text = view.person?.trim();
  return people
    .filter((person) => inGroup(person, view.stand) && (!text || matches(person, text)))
    .sort(ORDERS[view.reihenfolge ?? 'name']);
}

/** How many bookings each group has (for the filter's counts), and all of them. */
export function groupCounts(people: readonly Teilnehmende[]): Readonly<Record<ParticipantFilter | 'alle', number>> {
  const count = (group: ParticipantFilter) => people.filter((person) => inGroup(person, group)).length;
  return {
    alle: people.length,
    zugelassen: count('zugelassen'),
    warteliste: count('warteliste'),
    offen: count('offen'),
    beendet: count('beendet'),
  };
}
