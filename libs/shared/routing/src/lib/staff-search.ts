import { FORMATE, SCHULARTEN, VTYPEN, type Format, type Schulart, type Vtyp } from '@fobu/api-contract';
import { BOOKING_ROLES, OFFER_STATES, type BookingRole, type OfferState } from '@fobu/domain';
import { defined, districts, isoDay, oneOf, page, text } from './search-values';
import type { EntrySearch } from './entry-search';

/** What the staff offer screens show besides the list: an offer's editor, or a new one of a type. */
export const OFFER_VIEWS = ['bearbeiten', 'termine'] as const;
export type OfferView = (typeof OFFER_VIEWS)[number];

export const STAFF_SCOPES = ['meine', 'alle'] as const;
export type StaffScope = (typeof STAFF_SCOPES)[number];

/**
 * The staff's offer searches (veranstaltungssuche, selbstlernkurssuche): every state, only their
 * own (`umfang=meine`) or all, the period and district of the dates, and the catalogue's filters, all in
 * the URL so that a list is a link. `vnr` opens an offer's work state, with `ansicht` its editor or
 * its dates; `neu` starts a new offer of that type.
 */
export interface StaffOfferSearch extends EntrySearch {
  readonly q?: string;
  readonly status?: OfferState;
  /** Only the offers the person leads, or all they may see; absent: the role's default (organisers their own). */
  readonly umfang?: StaffScope;
  readonly vtyp?: Vtyp;
  readonly schulart?: Schulart;
  readonly fach?: string;
  readonly kennzeichen?: string;
  readonly zielgruppe?: BookingRole;
  readonly format?: Format;
  readonly von?: string;
  readonly bis?: string;
  readonly seite?: number;
  readonly ansicht?: OfferView;
  readonly neu?: Vtyp;
}

/** Validated by hand like the catalogue's params: what is not allowed is dropped, never an error. */
export function parseStaffOfferSearch(search: Record<string, unknown>): StaffOfferSearch {
  return defined({
    vnr: text(search['vnr'], 40),
    q: text(search['q'], 200),
    status: oneOf(search['status'], OFFER_STATES),
    umfang: oneOf(search['umfang'], STAFF_SCOPES),
    vtyp: oneOf(search['vtyp'], VTYPEN),
    schulart: oneOf(search['schulart'], SCHULARTEN),
    fach: text(search['fach'], 80),
    kennzeichen: text(search['kennzeichen'], 20),
    zielgruppe: oneOf(search['zielgruppe'], BOOKING_ROLES),
    format: oneOf(search['format'], FORMATE),
    kreis: districts(search['kreis']),
    von: isoDay(search['von']),
    bis: isoDay(search['bis']),
    seite: page(search['seite']),
    ansicht: oneOf(search['ansicht'], OFFER_VIEWS),
    neu: oneOf(search['neu'], VTYPEN),
  });
}
