import type { OfferActor } from './offer-lifecycle';
import type { WorkgroupState } from './workgroup-states';

/*
 * Workgroups (Arbeitsgruppen, docs/workgroups.md): standing groups of a tenant, led by one or more
 * organisers, whose members meet on closed dates. The rules, once, for the reference back end and
 * every screen.
 */

/**
 * The status of the offer row that carries a group's meetings (`arbeitsgruppen.vnr`). It is no
 * offer state: every list and search of offers and dates asks for offer states, so a meeting is in
 * none of them, and a read by number treats the row as unknown (closed dates, docs/workgroups.md).
 */
export const WORKGROUP_RECORD_STATUS = 'arbeitsgruppe';

/** The offer type of a group's record: its meetings are dates booked per person, as a TERMIN's are. */
export const WORKGROUP_RECORD_VTYP = 'TERMIN';

/**
 * A member's answer to a meeting's invitation (`treffen_einladungen`). Accepting books the meeting
 * (a booking `zugelassen`, so attendance, check-in, the calendar and the confirmation work as for any
 * date); declining after accepting withdraws that booking (`storniert`).
 */
export const MEETING_ANSWERS = ['offen', 'zugesagt', 'abgelehnt'] as const;
export type MeetingAnswer = (typeof MEETING_ANSWERS)[number];

export const MEETING_ANSWER_LABELS: Readonly<Record<MeetingAnswer, string>> = {
  offen: 'Keine Antwort',
  zugesagt: 'Zugesagt',
  abgelehnt: 'Abgesagt',
};

/** What the rules need to know of a group. */
export interface WorkgroupFacts {
  readonly mandant: string;
  readonly status: WorkgroupState;
  /** The organisers who lead it. */
  readonly leitungUids: readonly string[];
  /** Its members' uids (those with an account). */
  readonly mitgliedUids: readonly string[];
}

const WORKGROUP_ADMIN_ROLES: readonly string[] = ['verwaltung', 'administrator'];
const WORKGROUP_READING_ROLES: readonly string[] = ['veranstaltungsleiter', 'qualitaetskontrolle', 'verwaltung', 'administrator'];

/**
 * Whether the person may see the group at all: its members, and the staff of its tenant (the
 * tenant's organisers see that it exists, as they see each other's offers). Anyone else, visitors
 * and other tenants included, is told there is no such group.
 */
export function canSeeWorkgroup(actor: OfferActor, group: WorkgroupFacts): boolean {
  if (actor.mandant !== group.mandant) return false;
  return group.mitgliedUids.includes(actor.uid) || WORKGROUP_READING_ROLES.includes(actor.role);
}

/**
 * Whether the person is of the group's staff: its leads, the tenant's administration, and quality
 * control (reading). Only they see its members, invitations, attendance and history.
 */
export function isWorkgroupStaff(actor: OfferActor, group: WorkgroupFacts): boolean {
  if (actor.mandant !== group.mandant) return false;
  if (actor.role === 'qualitaetskontrolle' || WORKGROUP_ADMIN_ROLES.includes(actor.role)) return true;
  return actor.role === 'veranstaltungsleiter' && group.leitungUids.includes(actor.uid);
}

/**
 * Whether the person may change the group (its details, state, members, meetings, attendance, messages):
 * its leads and the tenant's administration. A dissolved group is a record and changes no more.
 */
export function canChangeWorkgroup(actor: OfferActor, group: WorkgroupFacts): boolean {
  return isWorkgroupStaff(actor, group) && actor.role !== 'qualitaetskontrolle' && group.status !== 'aufgeloest';
}

/** Whether the person may create a group in their tenant: organisers (who lead it) and the administration. */
export const canCreateWorkgroup = (role: string): boolean => role === 'veranstaltungsleiter' || WORKGROUP_ADMIN_ROLES.includes(role);

/** Whether new meetings may be planned in a group of this state. */
export const plansMeetings = (status: WorkgroupState): boolean => status === 'aktiv';

/** Why a change of a dissolved group is refused (the server's 409 `arbeitsgruppe_aufgeloest`). */
export const DISSOLVED_WORKGROUP_READ_ONLY =
  'Die Arbeitsgruppe ist aufgelöst. Sie bleibt zum Nachlesen erhalten und lässt sich nicht mehr ändern.';

/** Why a meeting cannot be planned in a resting group (409 `arbeitsgruppe_ruhend`). */
export const RESTING_WORKGROUP_NO_MEETINGS = 'Die Arbeitsgruppe ruht. Setzen Sie sie wieder auf „Aktiv“, um ein Treffen zu planen.';
