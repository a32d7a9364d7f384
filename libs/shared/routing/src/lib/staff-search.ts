import {
  DATE_TASKS,
  FORMATE,
  OFFER_TASKS,
  SCHULARTEN,
  VERANSTALTUNGSSUCHE_SORTS,
  VTYPEN,
  type DateTask,
  type Format,
  type OfferTask,
  type Schulart,
  type Vtyp,
} from '@fobu/api-contract';
import { BOOKING_ROLES, OFFER_STATES, WORKGROUP_STATES, type BookingRole, type OfferState, type WorkgroupState } from '@fobu/domain';
import { defined, districts, id, isoDay, oneOf, page, text } from './search-values';
import type { EntrySearch } from './entry-search';

/** What the staff offer screens show besides the list: an offer's editor, or a new one of a type. */
export const OFFER_VIEWS = ['bearbeiten', 'termine'] as const;
export type OfferView = (typeof OFFER_VIEWS)[number];

/** The offer search's other list: the tenant's workgroups (docs/workgroups.md, "Where each view lives"). */
export const WORKGROUP_LIST_VIEW = 'arbeitsgruppen';
/** The offer search's list of persons (docs/people-and-settings.md, "Where each view lives"). */
export const PERSON_LIST_VIEW = 'personen';
/** The offer search's speakers' directory (docs/people-and-settings.md, "Where each view lives"). */
export const SPEAKER_LIST_VIEW = 'referenten';
const STAFF_VIEWS = [...OFFER_VIEWS, WORKGROUP_LIST_VIEW, PERSON_LIST_VIEW, SPEAKER_LIST_VIEW] as const;
export type StaffView = (typeof STAFF_VIEWS)[number];

/** What a workgroup's page shows besides its details and meetings: its members, or its history. */
export const WORKGROUP_VIEWS = ['mitglieder', 'verlauf'] as const;
export type WorkgroupView = (typeof WORKGROUP_VIEWS)[number];

/**
 * What the date search shows for one date (`termin`): its participant list, the attendance of its
 * sessions, or the check-in at the door (docs/participants.md).
 */
export const DATE_VIEWS = ['teilnehmende', 'anwesenheit', 'einlass', 'bewertung'] as const;
export type DateView = (typeof DATE_VIEWS)[number];

/** The participant list's filter by state: a group of booking states, as the organiser thinks of them. */
export const PARTICIPANT_FILTERS = ['zugelassen', 'warteliste', 'offen', 'beendet'] as const;
export type ParticipantFilter = (typeof PARTICIPANT_FILTERS)[number];

/** The participant list's orders. */
export const PARTICIPANT_SORTS = ['name', 'schule', 'angemeldet', 'stand'] as const;
export type ParticipantSort = (typeof PARTICIPANT_SORTS)[number];

/** The dashboard list a search shows whole (`aufgabe`): the offer search's and the date search's tasks. */
const STAFF_TASKS = [...OFFER_TASKS, ...DATE_TASKS] as const;
export type StaffTask = OfferTask | DateTask;

export const STAFF_SCOPES = ['meine', 'alle'] as const;
export type StaffScope = (typeof STAFF_SCOPES)[number];

/**
 * The staff's offer searches (veranstaltungssuche, selbstlernkurssuche): every state, only their
 * own (`umfang=meine`) or all, the period and district of the dates, and the catalogue's filters, all in
 * the URL so that a list is a link (the archive search, archivsuche, reads the same). `vnr` opens an offer's work state, with `ansicht` its editor or
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
  /** Only the entries of a dashboard's list, the work it stands for (from its „und N weitere“). */
  readonly aufgabe?: StaffTask;
  /** The list's order where the screen lets the reader choose it (the archive search). */
  readonly sortierung?: (typeof VERANSTALTUNGSSUCHE_SORTS)[number];
  /**
   * With `vnr` an offer's view; without, `arbeitsgruppen` lists the workgroups, `personen` the
   * persons, `referenten` the speakers' directory instead of the offers.
   */
  readonly ansicht?: StaffView;
  readonly neu?: Vtyp;
  /** In the workgroups' list: one group (`neu` a new one), its view and the list's state filter. */
  readonly gruppe?: number | 'neu';
  readonly gruppenansicht?: WorkgroupView;
  readonly gruppenstatus?: WorkgroupState;
  /** In the persons' list: one person, by their account's uid. */
  readonly kennung?: string;
  /** In the speakers' directory: one speaker by their number, or `neu` a new one. */
  readonly referent?: number | 'neu';
  /** A date whose people are shown (`terminansicht`), with the list's own filter, text and order. */
  readonly termin?: number;
  readonly terminansicht?: DateView;
  readonly person?: string;
  readonly stand?: ParticipantFilter;
  readonly reihenfolge?: ParticipantSort;
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
    aufgabe: oneOf(search['aufgabe'], STAFF_TASKS),
    sortierung: oneOf(search['sortierung'], VERANSTALTUNGSSUCHE_SORTS),
    ansicht: oneOf(search['ansicht'], STAFF_VIEWS),
    neu: oneOf(search['neu'], VTYPEN),
    gruppe: search['gruppe'] === 'neu' ? 'neu' : id(search['gruppe']),
    gruppenansicht: oneOf(search['gruppenansicht'], WORKGROUP_VIEWS),
    gruppenstatus: oneOf(search['gruppenstatus'], WORKGROUP_STATES),
    kennung: text(search['kennung'], 64),
    referent: search['referent'] === 'neu' ? 'neu' : id(search['referent']),
    termin: id(search['termin']),
    terminansicht: oneOf(search['terminansicht'], DATE_VIEWS),
    person: text(search['person'], 100),
    stand: oneOf(search['stand'], PARTICIPANT_FILTERS),
    reihenfolge: oneOf(search['reihenfolge'], PARTICIPANT_SORTS),
  });
}
