import { ArbeitsgruppeSchema, type Arbeitsgruppe, type ArbeitsgruppeEingabe } from '@fobu/api-contract';
import { formsBackendWith } from './date-work';
import type { serviceClient } from './harness';

/*
 * What the workgroup specs share: a group's input, and the calls of the groups' endpoints as a person.
 */

/** A group's details led by `leitung`; `more` overrides fields. */
export const groupInput = (leitung: string[], more: Partial<ArbeitsgruppeEingabe> = {}): ArbeitsgruppeEingabe => ({
  titel: 'Fachgruppe Mathematik Sekundarstufe I',
  beschreibung: 'Austausch über Aufgabenkultur und zentrale Abschlussprüfungen.',
  faecher: ['Mathematik'],
  schularten: ['Gemeinschaftsschule'],
  leitung,
  status: 'aktiv',
  ...more,
});

/** The groups' calls of the forms client, as the person whose token is given. */
function workgroupCalls(forms: ReturnType<typeof serviceClient>) {
  const base = '/api/v1/arbeitsgruppen';
  return {
    list: (user: string, query = '') => forms(`${base}?${query}`, { user }),
    create: (user: string, body: unknown) => forms(base, { body, user }),
    get: (user: string, id: number) => forms(`${base}/${id}`, { user }),
    change: (user: string, id: number, body: unknown) => forms(`${base}/${id}`, { method: 'PUT', body, user }),
    members: (user: string, id: number) => forms(`${base}/${id}/mitglieder`, { user }),
    add: (user: string, id: number, body: unknown) => forms(`${base}/${id}/mitglieder`, { body, user }),
    remove: (user: string, id: number, memberId: number) => forms(`${base}/${id}/mitglieder/${memberId}`, { method: 'DELETE', user }),
    leave: (user: string, id: number) => forms(`${base}/${id}/mitgliedschaft`, { method: 'DELETE', user }),
    history: (user: string, id: number) => forms(`${base}/${id}/historie`, { user }),
    xlsx: (user: string, id: number) => forms(`${base}/${id}/mitglieder.xlsx`, { user }),
    persons: (user: string, q: string) => forms(`${base}/personen?q=${encodeURIComponent(q)}`, { user }),
    /** A new group of `user`'s, parsed; fails the test if it is refused. */
    async created(user: string, body: unknown): Promise<Arbeitsgruppe> {
      const answer = await forms(base, { body, user });
      if (answer.status !== 201) throw new Error(`group not created: ${answer.status} ${JSON.stringify(answer.json)}`);
      return ArbeitsgruppeSchema.parse(answer.json);
    },
  };
}

/**
 * A workgroup spec file's back end (with test fixtures), the demo users given signed in (tokens by
 * name), and people of the test's own: two organisers and two teachers; `groupWithMember` makes a
 * group of the first organiser's with the first teacher in it.
 */
async function workgroupSpecBackend(tokens: Record<string, string>, demoUsers: readonly string[]) {
  const { backend, forms, who } = await formsBackendWith(tokens, demoUsers);
  const calls = workgroupCalls(forms);
  const [lead, otherOrganiser, member, nonMember] = await Promise.all([
    who.withRoles(['veranstaltungsleiter']),
    who.withRoles(['veranstaltungsleiter']),
    who.withRoles(['lehrkraft']),
    who.withRoles(['lehrkraft']),
  ]);
  async function groupWithMember(more: Partial<ArbeitsgruppeEingabe> = {}) {
    const group = await calls.created(lead.token, groupInput([lead.uid], more));
    const added = await calls.add(lead.token, group.id, { uid: member.uid });
    if (added.status !== 201) throw new Error(`member not added: ${added.status}`);
    return group;
  }
  return { backend, forms, who, calls, lead, otherOrganiser, member, nonMember, groupWithMember };
}

/** The demo users the workgroup specs act as besides their own people: quality control, administration, a teacher, another tenant. */
const WORKGROUP_SPEC_USERS = [
  'qualitaetskontrolle.iqsh',
  'verwaltung.iqsh',
  'administrator.iqsh',
  'lehrkraft.iqsh',
  'veranstaltungsleiter.shibb',
  'verwaltung.shibb',
  'lehrkraft.shibb',
] as const;

/** `workgroupSpecBackend` for a spec file: started before its tests (filled into the answer), closed after them. */
export function useWorkgroupSpecBackend(tokens: Record<string, string>) {
  const spec = {} as Awaited<ReturnType<typeof workgroupSpecBackend>>;
  beforeAll(async () => void Object.assign(spec, await workgroupSpecBackend(tokens, WORKGROUP_SPEC_USERS)));
  afterAll(() => spec.backend?.close());
  return spec;
}
