import { ArbeitsgruppeSchema, ArbeitsgruppenPageSchema } from '@fobu/api-contract';
import { DISSOLVED_WORKGROUP_READ_ONLY, WORKGROUP_RECORD_STATUS } from '@fobu/domain';
import type { RunningBackend } from '../../server';
import { formsBackendWith, inDays } from '../../test-support/date-work';
import { groupInput, workgroupCalls } from '../../test-support/workgroup-work';

const tokens: Record<string, string> = {};
let backend: RunningBackend;
let calls: ReturnType<typeof workgroupCalls>;
let who: Awaited<ReturnType<typeof formsBackendWith>>['who'];
let forms: Awaited<ReturnType<typeof formsBackendWith>>['forms'];
type Person = Awaited<ReturnType<typeof who.withRoles>>;
let lead: Person, otherOrganiser: Person, member: Person, nonMember: Person;

beforeAll(async () => {
  ({ backend, forms, who } = await formsBackendWith(tokens, [
    'qualitaetskontrolle.iqsh',
    'verwaltung.iqsh',
    'administrator.iqsh',
    'veranstaltungsleiter.shibb',
    'verwaltung.shibb',
    'lehrkraft.iqsh',
  ]));
  calls = workgroupCalls(forms);
  [lead, otherOrganiser, member, nonMember] = await Promise.all([
    who.withRoles(['veranstaltungsleiter']),
    who.withRoles(['veranstaltungsleiter']),
    who.withRoles(['lehrkraft']),
    who.withRoles(['lehrkraft']),
  ]);
});
afterAll(() => backend?.close());

/** A new group of the lead's with the member in it. */
async function groupWithMember(more = {}) {
  const group = await calls.created(lead.token, groupInput([lead.uid], more));
  expect((await calls.add(lead.token, group.id, { uid: member.uid })).status).toBe(201);
  return group;
}
const historySteps = async (id: number) => (await calls.history(lead.token, id)).json.items.map((i: { aktion: string }) => i.aktion);

describe('creating a group', () => {
  it('makes the organiser one of its leads and carries its meetings on a closed record row', async () => {
    const group = await calls.created(lead.token, groupInput([otherOrganiser.uid]));
    expect(group.leitung.map((l) => l.uid).sort()).toEqual([lead.uid, otherOrganiser.uid].sort());
    expect(group).toMatchObject({
      status: 'aktiv',
      mitglied: false,
      darfAendern: true,
      darfMitgliederSehen: true,
      treffen: [],
      mitglieder: 0,
    });
    const [record] = await backend.db.query<{ status: string; vtyp: string; titel: string; leitung_uid: string }>(
      'SELECT g.status, g.vtyp, g.titel, g.leitung_uid FROM angebote g JOIN arbeitsgruppen w ON w.vnr = g.vnr WHERE w.id = $1',
      [group.id],
    );
    expect(record).toEqual({ status: WORKGROUP_RECORD_STATUS, vtyp: 'TERMIN', titel: group.titel, leitung_uid: lead.uid });
    expect(await historySteps(group.id)).toEqual(['gruppe_angelegt']);
  });

  it('lets the administration create a group it does not lead', async () => {
    const group = await calls.created(tokens['verwaltung.iqsh'], groupInput([lead.uid]));
    expect(group.leitung.map((l) => l.uid)).toEqual([lead.uid]);
    const byAdministrator = await calls.created(tokens['administrator.iqsh'], groupInput([otherOrganiser.uid]));
    expect(byAdministrator.leitung.map((l) => l.uid)).toEqual([otherOrganiser.uid]);
  });

  it('lets no teacher, no quality control and no one signed out create a group', async () => {
    expect((await calls.create(member.token, groupInput([lead.uid]))).status).toBe(403);
    expect((await calls.create(tokens['qualitaetskontrolle.iqsh'], groupInput([lead.uid]))).status).toBe(403);
    expect((await forms('/api/v1/arbeitsgruppen', { body: groupInput([lead.uid]) })).status).toBe(401);
  });

  it('refuses leads who are no organisers of the tenant, and a dissolved new group', async () => {
    const teacherLead = await calls.create(tokens['verwaltung.iqsh'], groupInput([member.uid]));
    expect(teacherLead.status).toBe(422);
    expect(teacherLead.json.message).toMatch(/Veranstaltungsleiter/);
    expect((await calls.create(tokens['veranstaltungsleiter.shibb'], groupInput([lead.uid]))).status).toBe(422);
    expect((await calls.create(lead.token, groupInput([lead.uid], { status: 'aufgeloest' }))).status).toBe(422);
    expect((await calls.create(lead.token, { ...groupInput([]), titel: ' ' })).status).toBe(400);
  });
});

describe('seeing a group', () => {
  it('shows it to its members and the tenant’s staff, each with what they may do', async () => {
    const group = await groupWithMember();
    const view = async (token: string) => ArbeitsgruppeSchema.parse((await calls.get(token, group.id)).json);
    expect(await view(lead.token)).toMatchObject({ darfAendern: true, darfMitgliederSehen: true, mitglied: false, mitglieder: 1 });
    expect(await view(otherOrganiser.token)).toMatchObject({ darfAendern: false, darfMitgliederSehen: false });
    expect(await view(tokens['qualitaetskontrolle.iqsh'])).toMatchObject({ darfAendern: false, darfMitgliederSehen: true });
    expect(await view(tokens['verwaltung.iqsh'])).toMatchObject({ darfAendern: true, darfMitgliederSehen: true });
    expect(await view(tokens['administrator.iqsh'])).toMatchObject({ darfAendern: true, darfMitgliederSehen: true });
    expect(await view(member.token)).toMatchObject({ darfAendern: false, darfMitgliederSehen: false, mitglied: true });
  });

  it('tells a non-member, another tenant and a guesser that there is no such group', async () => {
    const group = await groupWithMember();
    for (const token of [nonMember.token, tokens['veranstaltungsleiter.shibb'], tokens['verwaltung.shibb']]) {
      const answer = await calls.get(token, group.id);
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe('Diese Arbeitsgruppe gibt es nicht.');
    }
    expect((await calls.get(lead.token, 2_000_000_000)).json.message).toBe('Diese Arbeitsgruppe gibt es nicht.');
    expect((await forms(`/api/v1/arbeitsgruppen/${group.id}`)).status).toBe(401);
  });

  it('lists its meetings by start and names the next one not cancelled', async () => {
    const group = await groupWithMember();
    const meeting = (days: number, status = 'buchbar') =>
      backend.db.query<{ id: number }>(
        `INSERT INTO termine (vnr, mandant, beginn, ende, sitzungen, online_link, min_plaetze, max_plaetze, warteliste_plaetze,
           anmeldebeginn, anmeldeschluss, stornofrist, genehmigung_erforderlich, status)
         SELECT w.vnr, w.mandant, $2::timestamptz, $3::timestamptz, $5::jsonb,
                'https://konferenz.example/gruppe', 0, 100, 0, now(), $2::timestamptz, $2::timestamptz, false, $4
           FROM arbeitsgruppen w WHERE w.id = $1 RETURNING id`,
        [group.id, inDays(days, 14), inDays(days, 16), status, JSON.stringify([{ beginn: inDays(days, 14), ende: inDays(days, 16) }])],
      );
    const [[cancelled], [later], [next]] = [await meeting(5, 'abgesagt'), await meeting(20), await meeting(10)];
    const view = ArbeitsgruppeSchema.parse((await calls.get(member.token, group.id)).json);
    expect(view.treffen.map((t) => t.id)).toEqual([cancelled.id, next.id, later.id]);
    expect(view.naechstesTreffen).toMatchObject({ id: next.id, stunden: 2, abgesagt: false, onlineLink: null, eigeneAntwort: null });
    const staffView = ArbeitsgruppeSchema.parse((await calls.get(lead.token, group.id)).json);
    expect(staffView.naechstesTreffen?.onlineLink).toBe('https://konferenz.example/gruppe');
  });
});

describe('changing a group', () => {
  it('changes details and leads for its leads and the administration, mirrored to the record, with the fields in the history', async () => {
    const group = await groupWithMember();
    const changed = await calls.change(
      lead.token,
      group.id,
      groupInput([lead.uid, otherOrganiser.uid], { titel: 'Fachgruppe Mathematik Sek I' }),
    );
    expect(changed.status).toBe(200);
    const [record] = await backend.db.query<{ titel: string }>(
      'SELECT g.titel FROM angebote g JOIN arbeitsgruppen w ON w.vnr = g.vnr WHERE w.id = $1',
      [group.id],
    );
    expect(record.titel).toBe('Fachgruppe Mathematik Sek I');
    const [entry] = (await calls.history(lead.token, group.id)).json.items.filter(
      (i: { aktion: string }) => i.aktion === 'gruppe_geaendert',
    );
    expect(entry.details.aenderungen.map((a: { feld: string }) => a.feld)).toEqual(['titel', 'leitung']);
    expect(entry).toMatchObject({ rolle: 'veranstaltungsleiter', person: { uid: lead.uid } });
    expect((await calls.change(tokens['verwaltung.iqsh'], group.id, groupInput([lead.uid]))).status).toBe(200);
    expect((await calls.change(tokens['administrator.iqsh'], group.id, groupInput([lead.uid]))).status).toBe(200);
  });

  it('refuses everyone else: 403 for those who see it, 404 for the rest', async () => {
    const group = await groupWithMember();
    for (const token of [otherOrganiser.token, tokens['qualitaetskontrolle.iqsh'], member.token])
      expect((await calls.change(token, group.id, groupInput([lead.uid]))).status).toBe(403);
    for (const token of [nonMember.token, tokens['veranstaltungsleiter.shibb']])
      expect((await calls.change(token, group.id, groupInput([lead.uid]))).status).toBe(404);
  });

  it('moves between aktiv and ruhend, ends in aufgeloest, and keeps a dissolved group as a read-only record', async () => {
    const group = await groupWithMember();
    const to = (status: 'aktiv' | 'ruhend' | 'aufgeloest', token = lead.token) =>
      calls.change(token, group.id, groupInput([lead.uid], { status }));
    expect((await to('ruhend')).json.status).toBe('ruhend');
    expect((await to('aktiv')).json.status).toBe('aktiv');
    expect((await to('aufgeloest')).json).toMatchObject({ status: 'aufgeloest', darfAendern: false });
    for (const refused of [
      await to('aktiv'),
      await to('aufgeloest', tokens['verwaltung.iqsh']),
      await calls.add(lead.token, group.id, { uid: nonMember.uid }),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({ error: 'arbeitsgruppe_aufgeloest', message: DISSOLVED_WORKGROUP_READ_ONLY });
    }
    expect((await calls.leave(member.token, group.id)).status).toBe(409);
    expect((await to('aktiv', otherOrganiser.token)).status).toBe(403);
    expect((await calls.get(member.token, group.id)).json.status).toBe('aufgeloest');
    const steps = (await calls.history(lead.token, group.id)).json.items.filter((i: { aktion: string }) => i.aktion === 'status_geaendert');
    expect(steps.map((s: { details: { nachher: string } }) => s.details.nachher)).toEqual(['ruhend', 'aktiv', 'aufgeloest']);
  });
});

describe('the list of groups', () => {
  it('shows the tenant’s staff every group of the tenant, an organiser’s own with umfang=meine, members their own', async () => {
    const own = await groupWithMember({ titel: 'Arbeitskreis Inklusion Kreis Steinburg', beschreibung: 'Gemeinsames Lernen' });
    const others = await calls.created(otherOrganiser.token, groupInput([otherOrganiser.uid], { titel: 'Netzwerk Berufsorientierung' }));
    const ids = async (token: string, query = 'pageSize=100') =>
      ArbeitsgruppenPageSchema.parse((await calls.list(token, query)).json).items.map((g) => g.id);
    expect(await ids(lead.token)).toEqual(expect.arrayContaining([own.id, others.id]));
    expect(await ids(lead.token, 'umfang=meine&pageSize=100')).toContain(own.id);
    expect(await ids(lead.token, 'umfang=meine&pageSize=100')).not.toContain(others.id);
    expect(await ids(tokens['qualitaetskontrolle.iqsh'])).toEqual(expect.arrayContaining([own.id, others.id]));
    expect(await ids(lead.token, 'q=inklusion%20kreis%20steinburg&pageSize=100')).toEqual([own.id]);
    expect(await ids(lead.token, 'q=gemeinsames&status=ruhend')).toEqual([]);
    expect(await ids(member.token)).toContain(own.id);
    expect(await ids(member.token)).not.toContain(others.id);
    expect(await ids(nonMember.token)).toEqual([]);
    expect(await ids(tokens['veranstaltungsleiter.shibb'])).not.toContain(own.id);
    expect((await forms('/api/v1/arbeitsgruppen')).status).toBe(401);
  });

  it('shows the seeded groups: the demo teacher is a member of two active ones, the staff also see a resting and a dissolved one', async () => {
    // The seed's groups: the fixture users these tests make have uids beginning with 9.
    const seeded = async (token: string) =>
      ArbeitsgruppenPageSchema.parse((await calls.list(token, 'pageSize=100')).json).items.filter(
        (g) => !g.leitung.some((l) => l.uid.startsWith('9')),
      );
    expect((await seeded(tokens['lehrkraft.iqsh'])).map((g) => [g.titel, g.status])).toEqual([
      ['Arbeitskreis Inklusion Kreis Pinneberg', 'aktiv'],
      ['Fachgruppe Mathematik Sekundarstufe I', 'aktiv'],
    ]);
    const states = (await seeded(tokens['qualitaetskontrolle.iqsh'])).map((g) => g.status).sort();
    expect(states).toEqual(['aktiv', 'aktiv', 'aufgeloest', 'ruhend']);
  });
});
