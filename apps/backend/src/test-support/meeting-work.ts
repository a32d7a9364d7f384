import type { TreffenEingabe } from '@fobu/api-contract';
import type { RunningBackend } from '../server';
import { formsBackendWith, inDays } from './date-work';
import type { serviceClient } from './harness';
import { insertWorkgroup } from './workgroup-fixture';

/*
 * What the meetings' specs share: a back end, every role the rules name signed in, and a group
 * with two leads and two members.
 */

export type Forms = ReturnType<typeof serviceClient>;

/** A meeting `days` ahead in one session of two hours, in a place. */
export const meetingInput = (days = 30, more: Partial<TreffenEingabe> = {}): TreffenEingabe => ({
  thema: 'Kompetenzraster Mathematik',
  sitzungen: [{ beginn: inDays(days, 14), ende: inDays(days, 16) }],
  ort: { name: 'IQSH Kronshagen', adresse: 'Schreberweg 5, Kronshagen', raum: 'Raum 2', kreis: 'kiel' },
  onlineLink: null,
  stunden: 2,
  ...more,
});

/** The roles of the meetings' specs, each a signed-in token (`visitor`: none). */
export interface MeetingPeople {
  lead: string;
  secondLead: string;
  otherOrganiser: string;
  qk: string;
  verwaltung: string;
  administrator: string;
  member: string;
  secondMember: string;
  nonMember: string;
  otherTenant: string;
}

export async function meetingBackend() {
  const tokens: Record<string, string> = {};
  const demo = [
    'veranstaltungsleiter.iqsh',
    'qualitaetskontrolle.iqsh',
    'verwaltung.iqsh',
    'administrator.iqsh',
    'lehrkraft.iqsh',
    'verwaltung.shibb',
  ];
  const { backend, forms, who } = await formsBackendWith(tokens, demo);
  const [lead, secondLead] = [await who.withRoles(['veranstaltungsleiter']), await who.withRoles(['veranstaltungsleiter'])];
  const [member, secondMember] = [await who.withRoles(['lehrkraft']), await who.withRoles(['lehrkraft'])];
  const people: MeetingPeople = {
    lead: lead.token,
    secondLead: secondLead.token,
    otherOrganiser: tokens['veranstaltungsleiter.iqsh'],
    qk: tokens['qualitaetskontrolle.iqsh'],
    verwaltung: tokens['verwaltung.iqsh'],
    administrator: tokens['administrator.iqsh'],
    member: member.token,
    secondMember: secondMember.token,
    nonMember: tokens['lehrkraft.iqsh'],
    otherTenant: tokens['verwaltung.shibb'],
  };
  const uids = { lead: lead.uid, secondLead: secondLead.uid, member: member.uid, secondMember: secondMember.uid };
  const newGroup = (more: Partial<Parameters<typeof insertWorkgroup>[1]> = {}) =>
    insertWorkgroup(backend, {
      titel: 'Fachgruppe Mathematik Sek I',
      leitung: [lead.uid, secondLead.uid],
      mitglieder: [member.uid, secondMember.uid],
      ...more,
    });
  return { backend: backend as RunningBackend, forms, people, uids, newGroup };
}

/** `meetingBackend` for a spec file: started before its tests (filled into the answer), closed after them. */
export function useMeetingBackend() {
  const spec = {} as Awaited<ReturnType<typeof meetingBackend>>;
  beforeAll(async () => void Object.assign(spec, await meetingBackend()));
  afterAll(() => spec.backend?.close());
  return spec;
}
