import { ENDPOINTS, TreffenSchema } from '@fobu/api-contract';
import type { WorkgroupState } from '@fobu/domain';
import type { RunningBackend } from '../../../server';
import { signIn } from '../../../test-support/harness';
import { meetingBackend, meetingInput, type Forms, type MeetingPeople } from '../../../test-support/meeting-work';
import { archiveDueOffers } from '../../archive/archive-sweep';

/*
 * The closed-date rule (docs/workgroups.md, "Closed meetings"), group state by group state: a
 * meeting and its group's record are in no list or search of the contract's endpoints, for
 * strangers and staff alike, and their detail is unknown to everyone but the group's members and
 * staff. The lists are taken from the contract, so a new list is covered as soon as it is listed.
 */

let backend: RunningBackend;
let forms: Forms;
let people: MeetingPeople;
let otherTenantOrganiser: string;
let setup: Awaited<ReturnType<typeof meetingBackend>>;
/** One group per state, each with a meeting ahead and one held (attended), and a cancelled one. */
const groups: { state: WorkgroupState; id: number; vnr: string; ahead: number; held: number; cancelled: number }[] = [];
/** A word in every group's title and every meeting's topic that no seed row has. */
const MARK = 'Quellwasserkreis';
/** A number no offer has: a closed record answers as it does. */
const UNKNOWN_VNR = 'AG-unbekannt-0';

beforeAll(async () => {
  setup = await meetingBackend();
  ({ backend, forms, people } = setup);
  otherTenantOrganiser = (await signIn(backend, 'veranstaltungsleiter.shibb', 'shibb')).access_token;
  for (const state of ['aktiv', 'ruhend', 'aufgeloest'] as const) {
    const { id, vnr } = await setup.newGroup({ titel: `${MARK} ${state}` });
    const plan = async (days: number) =>
      TreffenSchema.parse(
        (await forms(`/api/v1/arbeitsgruppen/${id}/treffen`, { user: people.lead, body: meetingInput(days, { thema: MARK }) })).json,
      ).id;
    const [ahead, held, cancelled] = [await plan(20), await plan(21), await plan(22)];
    await forms(`/api/v1/arbeitsgruppen/${id}/treffen/${held}/antwort`, {
      method: 'PUT',
      user: people.member,
      body: { antwort: 'zugesagt' },
    });
    await forms(`/api/v1/arbeitsgruppen/${id}/treffen/${ahead}/antwort`, {
      method: 'PUT',
      user: people.member,
      body: { antwort: 'zugesagt' },
    });
    await forms(`/api/v1/arbeitsgruppen/${id}/treffen/${cancelled}/absagen`, { user: people.lead, body: { grund: 'Ferienbeginn' } });
    await backend.db.query(
      `UPDATE termine SET beginn = now() - interval '200 days', ende = now() - interval '200 days' + interval '2 hours' WHERE id = $1`,
      [held],
    );
    await backend.db.query(`UPDATE anmeldungen SET status = 'teilgenommen' WHERE termin_id = $1`, [held]);
    await backend.db.query('UPDATE arbeitsgruppen SET status = $2 WHERE id = $1', [id, state]);
    groups.push({ state, id, vnr, ahead, held, cancelled });
  }
});
afterAll(() => backend?.close());

type Asker =
  | 'visitor'
  | 'nonMember'
  | 'otherTenantOrganiser'
  | 'otherOrganiser'
  | 'qk'
  | 'verwaltung'
  | 'administrator'
  | 'lead'
  | 'member';
const tokenOf = (asker: Asker) =>
  asker === 'visitor' ? undefined : asker === 'otherTenantOrganiser' ? otherTenantOrganiser : people[asker];
const STRANGERS: Asker[] = ['visitor', 'nonMember', 'otherTenantOrganiser'];
const EVERYONE: Asker[] = [...STRANGERS, 'otherOrganiser', 'qk', 'verwaltung', 'administrator', 'lead', 'member'];

/**
 * The forms service's lists and searches: its GET endpoints without a path parameter, but the
 * groups' own, a person's own bookings and record and their own data export (which hold their groups).
 */
const LISTS = ENDPOINTS.filter(
  (e) =>
    e.service === 'forms' &&
    e.method === 'get' &&
    !e.path.includes('{') &&
    !e.path.startsWith('/api/v1/arbeitsgruppen') &&
    !e.path.startsWith('/api/v1/anmeldungen/meine') &&
    // The member's own record counts the meetings they attended, as their own bookings list them.
    !e.path.startsWith('/api/v1/fortbildungskonto') &&
    !e.path.startsWith('/api/v1/datenauskunft'),
).map((e) => e.path);

describe.each(['aktiv', 'ruhend', 'aufgeloest'] as const)('a %s group', (state) => {
  const group = () => groups.find((g) => g.state === state)!;

  it.each(EVERYONE)('is in no list or search of the contract for %s', async (asker) => {
    expect(LISTS).toEqual(
      expect.arrayContaining(['/api/v1/veranstaltungssuche', '/api/v1/veranstaltungsterminsuche', '/api/v1/termine', '/api/v1/angebote']),
    );
    for (const path of LISTS)
      for (const query of ['', `?q=${MARK}`, `?q=${MARK}&status=archiviert`]) {
        const answer = await forms(`${path}${query}`, { user: tokenOf(asker) });
        const body = typeof answer.json === 'string' ? answer.json : JSON.stringify(answer.json);
        expect([path, query, body.includes(MARK) || body.includes(group().vnr)]).toEqual([path, query, false]);
      }
  });

  it.each(STRANGERS)('is unknown by its record’s number and its meetings’ numbers to %s', async (asker) => {
    const user = tokenOf(asker);
    for (const path of ENDPOINTS.filter((e) => e.method === 'get' && e.path.includes('{vnr}')).map((e) => e.path)) {
      const [asGroup, asUnknown] = [
        await forms(path.replace('{vnr}', group().vnr), { user }),
        await forms(path.replace('{vnr}', UNKNOWN_VNR), { user }),
      ];
      // The same answer, but for the number it names.
      const named = JSON.stringify(asGroup.json).replaceAll(group().vnr, UNKNOWN_VNR);
      expect([path, asGroup.status, named]).toEqual([path, asUnknown.status, JSON.stringify(asUnknown.json)]);
    }
    for (const termin of [group().ahead, group().held, group().cancelled]) {
      expect((await forms(`/api/v1/termine/${termin}`, { user })).status).toBe(404);
      expect((await forms(`/api/v1/termine/${termin}/teilnehmende`, { user })).status).toBeGreaterThanOrEqual(401);
    }
  });

  it('is no offer to the public: get_vtyp, the offer page and the booking call answer as for an unknown number', async () => {
    const vtyp = await fetch(`${backend.urls.idp}/api/v1/public/get_vtyp?application=FOBU&userkey=WEB&vnr=${group().vnr}`);
    expect(vtyp.status).toBe(404);
    for (const asker of ['nonMember', 'member'] as const)
      expect((await forms('/api/v1/anmeldungen', { user: tokenOf(asker), body: { terminId: group().ahead } })).status).toBe(404);
    expect((await forms('/api/v1/anmeldungen', { user: people.nonMember, body: { vnr: group().vnr } })).status).toBeGreaterThanOrEqual(400);
  });

  it('shows a meeting’s detail to its members and group staff, not to another organiser of the tenant', async () => {
    for (const asker of ['member', 'lead', 'qk', 'verwaltung', 'administrator'] as const)
      expect([asker, (await forms(`/api/v1/termine/${group().ahead}`, { user: tokenOf(asker) })).status]).toEqual([asker, 200]);
    expect((await forms(`/api/v1/termine/${group().ahead}`, { user: people.otherOrganiser })).status).toBe(404);
  });

  it('is left alone by the archive sweep', async () => {
    expect(await archiveDueOffers(backend.db, 0, group().vnr)).toEqual([]);
  });
});
