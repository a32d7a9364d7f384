import { PersonAkteSchema, PersonenPageSchema, type PersonAkte } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { formsBackendWith, publishedOffer } from '../../test-support/date-work';
import { groupInput } from '../../test-support/workgroup-work';

/*
 * The staff's persons (docs/people-and-settings.md, "Persons as built"): who finds whom, what one
 * person's page shows to whom, and the confirmation the staff download for a person.
 */

const tokens: Record<string, string> = {};
const USERS = ['verwaltung.iqsh', 'administrator.iqsh', 'qualitaetskontrolle.iqsh', 'lehrkraft.iqsh', 'verwaltung.shibb'] as const;

let backend: RunningBackend;
let forms: Awaited<ReturnType<typeof formsBackendWith>>['forms'];
type Person = { uid: string; token: string; name: string; dstnr: string; email: string };
let organiser: Person;
let otherOrganiser: Person;
let teacher: Person;
let outsider: Person;
let member: Person;
let school: string;
let ownBooking: number;
let otherBooking: number;
let groupId: number;

const search = (user: string, query: string) => forms(`/api/v1/personen?${query}`, { user });
const person = (user: string, uid: string) => forms(`/api/v1/personen/${encodeURIComponent(uid)}`, { user });
const certificate = (user: string, uid: string, id: number) =>
  forms(`/api/v1/personen/${uid}/anmeldungen/${id}/teilnahmebestaetigung.pdf`, { user });
const foundUids = async (user: string, query: string) => PersonenPageSchema.parse((await search(user, query)).json).items.map((p) => p.uid);
const record = async (user: string, uid: string): Promise<PersonAkte> => PersonAkteSchema.parse((await person(user, uid)).json);

beforeAll(async () => {
  const started = await formsBackendWith(tokens, USERS);
  ({ backend, forms } = started);
  [organiser, otherOrganiser] = await Promise.all([
    started.who.withRoles(['veranstaltungsleiter']),
    started.who.withRoles(['veranstaltungsleiter']),
  ]);
  const [own, other] = await Promise.all([
    publishedOffer(backend, { leitung: organiser.uid, titel: 'Eigenes Angebot', termine: [{}] }),
    publishedOffer(backend, { leitung: otherOrganiser.uid, titel: 'Fremdes Angebot', termine: [{}] }),
  ]);
  [teacher, outsider, member] = await Promise.all([
    started.who.withRoles(['lehrkraft'], {
      anmeldungen: [
        { vnr: own.vnr, terminId: own.termine[0].id, status: 'teilgenommen' },
        { vnr: other.vnr, terminId: other.termine[0].id, status: 'zugelassen' },
      ],
    }),
    started.who.withRoles(['lehrkraft'], { anmeldungen: [{ vnr: other.vnr, terminId: other.termine[0].id, status: 'warteliste' }] }),
    started.who.withRoles(['lehrkraft']),
  ]);
  const bookings = await backend.db.query<{ id: number; vnr: string }>('SELECT id, vnr FROM anmeldungen WHERE uid = $1', [teacher.uid]);
  const bookingOf = (vnr: string) => bookings.find((b) => b.vnr === vnr)?.id ?? 0;
  ownBooking = bookingOf(own.vnr);
  otherBooking = bookingOf(other.vnr);
  [{ name: school }] = await backend.db.query<{ name: string }>('SELECT name FROM schulen WHERE dstnr = $1', [teacher.dstnr]);
  const group = await forms('/api/v1/arbeitsgruppen', { body: groupInput([organiser.uid]), user: organiser.token });
  groupId = group.json.id;
  expect((await forms(`/api/v1/arbeitsgruppen/${groupId}/mitglieder`, { body: { uid: member.uid }, user: organiser.token })).status).toBe(
    201,
  );
});

afterAll(async () => backend?.close());

describe('the persons’ search', () => {
  it('finds every person of the tenant for the administration by name, e-mail or school, with school and roles', async () => {
    for (const token of [tokens['verwaltung.iqsh'], tokens['administrator.iqsh']]) {
      for (const q of [teacher.name, teacher.email.toUpperCase(), school])
        expect(await foundUids(token, `q=${encodeURIComponent(q)}`)).toContain(teacher.uid);
    }
    const page = PersonenPageSchema.parse((await search(tokens['verwaltung.iqsh'], `q=${encodeURIComponent(school)}`)).json);
    expect(page.items.find((p) => p.uid === teacher.uid)).toMatchObject({
      schule: { dstnr: teacher.dstnr, name: school },
      rollen: ['lehrkraft'],
    });
    const first = PersonenPageSchema.parse((await search(tokens['verwaltung.iqsh'], '')).json);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBeGreaterThan(20);
    const names = first.items.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect((await search(tokens['verwaltung.iqsh'], 'q=x')).status).toBe(400);
  });

  it('finds for an organiser only the people of their own dates and groups', async () => {
    const everyone = await foundUids(organiser.token, 'q=Test-');
    expect(everyone).toEqual(expect.arrayContaining([teacher.uid, member.uid]));
    expect(everyone).not.toContain(outsider.uid);
    expect(await foundUids(organiser.token, `q=${outsider.name}`)).toEqual([]);
    expect(await foundUids(otherOrganiser.token, `q=${outsider.name}`)).toEqual([outsider.uid]);
    expect(await foundUids(otherOrganiser.token, `q=${member.name}`)).toEqual([]);
  });

  it('answers 403 to roles without a scope and finds nobody of another tenant', async () => {
    for (const token of [tokens['qualitaetskontrolle.iqsh'], tokens['lehrkraft.iqsh']]) {
      expect((await search(token, `q=${teacher.name}`)).status).toBe(403);
      expect((await person(token, teacher.uid)).status).toBe(403);
    }
    expect(await foundUids(tokens['verwaltung.shibb'], `q=${teacher.name}`)).toEqual([]);
  });
});

describe('one person', () => {
  it('shows the administration every booking of the tenant with its date, state, attendance and confirmation, groups and e-mails', async () => {
    const page = await record(tokens['verwaltung.iqsh'], teacher.uid);
    expect(page).toMatchObject({ uid: teacher.uid, name: teacher.name, rollen: ['lehrkraft'], umfang: 'alle' });
    expect(page.anmeldungen.map((a) => [a.id, a.status, a.teilnahmebestaetigung]).sort()).toEqual(
      [
        [ownBooking, 'teilgenommen', true],
        [otherBooking, 'zugelassen', false],
      ].sort(),
    );
    expect(page.anmeldungen[0].beginn).not.toBeNull();
    expect(page.emails.length).toBeGreaterThan(0);
    expect(page.emails[0].zustellung).toMatch(/offen|gesendet|nicht_gewuenscht|fehlgeschlagen/);
    const waiting = await record(tokens['administrator.iqsh'], outsider.uid);
    expect(waiting.anmeldungen).toMatchObject([{ status: 'warteliste', wartelistePosition: 1 }]);
    expect((await record(tokens['verwaltung.iqsh'], member.uid)).arbeitsgruppen).toMatchObject([{ id: groupId, status: 'aktiv' }]);
  });

  it('shows an organiser only the bookings of their own offers and their own groups; others’ people are 404', async () => {
    const page = await record(organiser.token, teacher.uid);
    expect(page.umfang).toBe('eigene');
    expect(page.anmeldungen.map((a) => a.id)).toEqual([ownBooking]);
    expect(page.emails.every((e) => e.betreff.length > 0)).toBe(true);
    expect((await record(otherOrganiser.token, teacher.uid)).anmeldungen.map((a) => a.id)).toEqual([otherBooking]);
    expect((await record(organiser.token, member.uid)).arbeitsgruppen.map((g) => g.id)).toEqual([groupId]);
    expect((await person(organiser.token, outsider.uid)).status).toBe(404);
    expect((await person(otherOrganiser.token, member.uid)).status).toBe(404);
    expect((await person(organiser.token, 'no-such-person')).status).toBe(404);
  });

  it('is 404 for another tenant’s administration', async () => {
    expect((await person(tokens['verwaltung.shibb'], teacher.uid)).status).toBe(404);
  });
});

describe('a person’s confirmation of attendance for the staff', () => {
  it('is the PDF of an attended booking for whoever sees the booking; 409 before attendance, 404 outside the scope', async () => {
    const pdf = await certificate(tokens['verwaltung.iqsh'], teacher.uid, ownBooking);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await certificate(organiser.token, teacher.uid, ownBooking)).status).toBe(200);
    expect((await certificate(tokens['verwaltung.iqsh'], teacher.uid, otherBooking)).status).toBe(409);
    expect((await certificate(organiser.token, teacher.uid, otherBooking)).status).toBe(404);
    expect((await certificate(tokens['verwaltung.iqsh'], outsider.uid, ownBooking)).status).toBe(404);
    expect((await certificate(tokens['verwaltung.shibb'], teacher.uid, ownBooking)).status).toBe(404);
    expect((await certificate(tokens['qualitaetskontrolle.iqsh'], teacher.uid, ownBooking)).status).toBe(403);
  });
});
