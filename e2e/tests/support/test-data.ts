import type { AnmeldungStatus } from '@fobu/api-contract';
import type { Tenant } from '@fobu/domain';
import type { APIRequestContext } from '@playwright/test';
import { backendConfig } from './sign-in';

/**
 * Data a test makes for itself through the reference back end's test-only fixture endpoints
 * (`/test-fixtures/…`, served with BACKEND_TEST_FIXTURES=1; docs/backend.md): every call makes
 * fresh numbers, so no test shares what it changes with another or depends on the day's seed.
 */

export interface DateOptions {
  /** Begins this many days from now (at 09:00 UTC); booking closes 3 days before, cancelling 7 days before. Default 30. */
  inTagen?: number;
  /** Begins this many minutes from now instead (negative: has begun). */
  beginntInMinuten?: number;
  /** Sessions of four hours, one a day; default 1. */
  sitzungen?: number;
  /** Seats, default 20. */
  plaetze?: number;
  /** Waiting-list places, default 5. */
  wartelistePlaetze?: number;
  genehmigungErforderlich?: boolean;
  /** Only this school's staff book it (an on-demand date agreed with the school). */
  schule?: string;
}

export interface OfferOptions {
  mandant?: Tenant;
  /** Default TERMIN. */
  vtyp?: 'TERMIN' | 'ABRUF' | 'SLK';
  /** The title begins so; the offer number follows. */
  titel?: string;
  /** Default: every booking role. */
  zielgruppen?: string[];
  /** A self-learning course that the participant reports finished. */
  selbstabschluss?: boolean;
  termine?: DateOptions[];
  /** Default online, as the fixture's dates are; a Präsenz offer takes its dates from the date form. */
  format?: 'praesenz' | 'online' | 'hybrid';
  /** The uid of the organiser who leads it; default the tenant's demo organiser. */
  leitung?: string;
  /** Programme codes, e.g. QLA (what a Fortbildungskonto counts); default none. */
  kennzeichen?: string[];
  /** The hours of each date, shared over its sessions; default 4. */
  umfangStunden?: number;
  /** The school's request for this on-demand offer, made by its head. */
  anfrage?: {
    schule: string;
    status: 'angefragt' | 'terminiert' | 'abgelehnt';
    begruendung?: string;
  };
}

export interface TestDate {
  id: number;
  beginn: string;
  anmeldeschluss: string;
  stornofrist: string;
}

export interface TestOffer {
  vnr: string;
  titel: string;
  termine: TestDate[];
}

export interface UserOptions {
  mandant?: Tenant;
  /** FOBU roles, the first one active; default lehrkraft. */
  rollen?: string[];
  /** The user's school (a dstnr); default a new school of their own. */
  schule?: string;
  /** Leads their school: sees its approvals, requests on-demand offers. */
  schulleitung?: boolean;
  vorname?: string;
  /** Bookings held from the start, with their notifications. */
  anmeldungen?: {
    vnr: string;
    terminId?: number | null;
    status: AnmeldungStatus;
    /** Attendance recorded per session (index = session), as the organiser records it. */
    anwesenheit?: ('teilgenommen' | 'nicht_erschienen' | 'entschuldigt')[];
  }[];
}

export interface TestUser {
  uid: string;
  benutzername: string;
  email: string;
  passwort: string;
  vorname: string;
  name: string;
  dstnr: string;
  mandant: Tenant;
}

/** Calls a test-only fixture endpoint of the back end and reads its answer. */
export async function fixture<T>(request: APIRequestContext, path: string, body: object): Promise<T> {
  const { idp } = backendConfig();
  const response = await request.post(`${idp.url}/test-fixtures/${path}`, {
    data: body,
  });
  if (!response.ok()) throw new Error(`test-fixtures/${path}: ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** An offer of its own, published, with the dates asked for (none unless given). */
export const createOffer = (request: APIRequestContext, options: OfferOptions = {}) => fixture<TestOffer>(request, 'angebote', options);

/** A TERMIN offer with one date of the given kind, for every booking role unless said otherwise. */
export async function createDate(
  request: APIRequestContext,
  date: DateOptions = {},
  offer: Omit<OfferOptions, 'termine'> = {},
): Promise<TestOffer & { termin: TestDate }> {
  const made = await createOffer(request, { ...offer, termine: [date] });
  return { ...made, termin: made.termine[0] };
}

export interface WorkgroupOptions {
  mandant?: Tenant;
  /** The title begins so; the group's number follows. */
  titel?: string;
  beschreibung?: string;
  /** uids of organisers who lead it; default the tenant's demo organiser. */
  leitung?: string[];
  /** uids of members with an account. */
  mitglieder?: string[];
  /** Default aktiv. */
  status?: 'aktiv' | 'ruhend' | 'aufgeloest';
}

export interface TestWorkgroup {
  id: number;
  titel: string;
  vnr: string;
}

/** A workgroup of its own with the leads and members given. */
export const createWorkgroup = (request: APIRequestContext, options: WorkgroupOptions = {}) =>
  fixture<TestWorkgroup>(request, 'arbeitsgruppen', options);

/** Moves a group's meeting so that it began twenty minutes ago (its attendance can then be recorded). */
export const beginMeeting = (request: APIRequestContext, terminId: number) => fixture<void>(request, 'treffen-begonnen', { terminId });

/** A user of their own (not on the sign-in page's demo list; see `signInAs`). */
export const createUser = (request: APIRequestContext, options: UserOptions = {}) => fixture<TestUser>(request, 'benutzer', options);

/** Ends the user's access tokens now, as their lifetime would: the portal's next call must refresh. */
export const expireAccessTokens = (request: APIRequestContext, user: TestUser) =>
  fixture<void>(request, 'token-ablauf', { benutzername: user.benutzername });

/** Moves the user's last use of their sign-in `seconds` back on the server, as a pause there would. */
export const pauseOnServer = (request: APIRequestContext, user: TestUser, seconds: number) =>
  fixture<void>(request, 'leerlauf', { benutzername: user.benutzername, sekunden: seconds });

/** Those of `candidates` that are tokens the identity provider issued (access or refresh, to people or services). */
export const issuedAmong = async (request: APIRequestContext, candidates: string[]) =>
  (await fixture<{ ausgegeben: string[] }>(request, 'ausgegebene-token', { kandidaten: candidates })).ausgegeben;
