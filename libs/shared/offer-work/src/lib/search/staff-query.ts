import { DATE_TASKS, OFFER_TASKS, type DateTask, type OfferTask } from '@fobu/api-contract';
import { defaultStartViewOf, type Role } from '@fobu/domain';
import type { StaffOfferSearch, StaffScope } from '@fobu/routing';

/** The rows of one page of the staff's lists. */
export const STAFF_PAGE_SIZE = 20;

/** The offers a search shows without `umfang`: those of the role's default start view (organisers their own). */
export const defaultScope = (role: Role): StaffScope => (defaultStartViewOf(role) === 'meine-angebote' ? 'meine' : 'alle');

/**
 * The URL's filters as the staff searches' query (the offer, course, date and archive searches take
 * the same ones). Apart from the filters' components, so that a prefetch can ask what a screen asks.
 */
export function staffQueryOf(search: StaffOfferSearch, role: Role) {
  return {
    vtyp: search.vtyp,
    q: search.q,
    status: search.status,
    meine: (search.umfang ?? defaultScope(role)) === 'meine' ? ('1' as const) : undefined,
    schulart: search.schulart,
    fach: search.fach,
    kennzeichen: search.kennzeichen,
    zielgruppe: search.zielgruppe,
    format: search.format,
    kreis: search.kreis,
    von: search.von,
    bis: search.bis,
    page: search.seite ?? 1,
  };
}

/** The offer and course searches' query: the course search shows courses only; a text search sorts by title, else the last changed first. */
export const offerListQuery = (search: StaffOfferSearch, role: Role, screen: 'veranstaltungssuche' | 'selbstlernkurssuche') => ({
  ...staffQueryOf(search, role),
  vtyp: screen === 'selbstlernkurssuche' ? ('SLK' as const) : search.vtyp,
  sort: search.q ? ('titel' as const) : ('-geaendert' as const),
  aufgabe: OFFER_TASKS.find((task): task is OfferTask => task === search.aufgabe),
});

/** The date search's query: the dates by their beginning; those whose attendance is open as the dashboard lists them, the latest first. */
export function dateListQuery(search: StaffOfferSearch, role: Role) {
  const aufgabe = DATE_TASKS.find((task): task is DateTask => task === search.aufgabe);
  return { ...staffQueryOf(search, role), aufgabe, sort: aufgabe === 'anwesenheit' ? ('-beginn' as const) : ('beginn' as const) };
}
