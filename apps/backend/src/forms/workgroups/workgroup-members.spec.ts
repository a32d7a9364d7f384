import { MitgliederListSchema, MitgliedSchema, PersonTrefferListSchema } from '@fobu/api-contract';
import type { CaughtEmail } from '../../mail/mail-catcher';
import type { RunningBackend } from '../../server';
import { formsBackendWith } from '../../test-support/date-work';
import { groupInput, workgroupCalls } from '../../test-support/workgroup-work';

const tokens: Record<string, string> = {};
let backend: RunningBackend;
let calls: ReturnType<typeof workgroupCalls>;
let who: Awaited<ReturnType<typeof formsBackendWith>>['who'];
type Person = Awaited<ReturnType<typeof who.withRoles>>;
let lead: Person, otherOrganiser: Person, member: Person, nonMember: Person;

beforeAll(async () => {
  let forms;
  ({ backend, forms, who } = await formsBackendWith(tokens, [
    'qualitaetskontrolle.iqsh',
    'verwaltung.iqsh',
    'administrator.iqsh',
    'veranstaltungsleiter.shibb',
    'lehrkraft.shibb',
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

async function groupWithMember() {
  const group = await calls.created(lead.token, groupInput([lead.uid]));
  expect((await calls.add(lead.token, group.id, { uid: member.uid })).status).toBe(201);
  return group;
}
const uidsOf = (answer: { json: unknown }) => MitgliederListSchema.parse(answer.json).items.map((m) => m.uid);

describe('the person search', () => {
  it('finds persons of the tenant by name, e-mail or school, with their school, for the groups’ staff', async () => {
    const [user] = await backend.db.query<{ email: string; name: string; schule: string }>(
      'SELECT u.email, u.name, s.name AS schule FROM users u JOIN schulen s ON s.dstnr = u.dstnr WHERE u.uid = $1',
      [member.uid],
    );
    for (const q of [user.name, user.email.toUpperCase(), user.schule]) {
      const found = PersonTrefferListSchema.parse((await calls.persons(lead.token, q)).json).items;
      expect(found.find((p) => p.uid === member.uid)?.schule?.name).toBe(user.schule);
    }
    for (const token of [tokens['qualitaetskontrolle.iqsh'], tokens['verwaltung.iqsh'], tokens['administrator.iqsh']])
      expect((await calls.persons(token, user.name)).json.items.map((p: { uid: string }) => p.uid)).toContain(member.uid);
    expect((await calls.persons(tokens['veranstaltungsleiter.shibb'], user.name)).json.items).toEqual([]);
    expect((await calls.persons(lead.token, 'Test-')).json.items.length).toBeLessThanOrEqual(20);
    expect((await calls.persons(lead.token, 'x')).status).toBe(400);
    expect((await calls.persons(member.token, user.name)).status).toBe(403);
  });
});

describe('adding and removing members', () => {
  it('adds a person of the tenant once, with their school, and refuses another tenant’s person', async () => {
    const group = await calls.created(lead.token, groupInput([lead.uid]));
    const added = await calls.add(lead.token, group.id, { uid: member.uid });
    expect(added.status).toBe(201);
    expect(MitgliedSchema.parse(added.json)).toMatchObject({ uid: member.uid, kontoFehlt: false, schule: { dstnr: member.dstnr } });
    const again = await calls.add(tokens['verwaltung.iqsh'], group.id, { uid: member.uid });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Diese Person ist bereits Mitglied der Arbeitsgruppe.');
    const [shibbTeacher] = await backend.db.query<{ uid: string }>(`SELECT uid FROM users WHERE username = 'lehrkraft.shibb'`);
    expect((await calls.add(lead.token, group.id, { uid: shibbTeacher.uid })).status).toBe(422);
    expect((await calls.add(tokens['administrator.iqsh'], group.id, { uid: nonMember.uid })).status).toBe(201);
  });

  it('lets only the leads and the administration add and remove: 403 for the others who see it, 404 for the rest', async () => {
    const group = await groupWithMember();
    for (const token of [otherOrganiser.token, tokens['qualitaetskontrolle.iqsh'], member.token])
      expect((await calls.add(token, group.id, { uid: nonMember.uid })).status).toBe(403);
    for (const token of [nonMember.token, tokens['veranstaltungsleiter.shibb']])
      expect((await calls.add(token, group.id, { uid: nonMember.uid })).status).toBe(404);
    const [{ id: memberId }] = MitgliederListSchema.parse((await calls.members(lead.token, group.id)).json).items;
    expect((await calls.remove(otherOrganiser.token, group.id, memberId)).status).toBe(403);
    expect((await calls.remove(nonMember.token, group.id, memberId)).status).toBe(404);
    const removed = await calls.remove(lead.token, group.id, memberId);
    expect(uidsOf(removed)).toEqual([]);
    expect((await calls.remove(lead.token, group.id, memberId)).status).toBe(404);
    expect((await calls.get(member.token, group.id)).status).toBe(404);
    const steps = (await calls.history(lead.token, group.id)).json.items.map((i: { aktion: string }) => i.aktion);
    expect(steps).toEqual(['gruppe_angelegt', 'mitglied_hinzugefuegt', 'mitglied_entfernt']);
  });

  it('shows the members and the history to the group’s staff only', async () => {
    const group = await groupWithMember();
    for (const token of [lead.token, tokens['qualitaetskontrolle.iqsh'], tokens['verwaltung.iqsh'], tokens['administrator.iqsh']]) {
      expect(uidsOf(await calls.members(token, group.id))).toEqual([member.uid]);
      expect((await calls.history(token, group.id)).status).toBe(200);
    }
    for (const [token, status] of [
      [otherOrganiser.token, 403],
      [member.token, 403],
      [nonMember.token, 404],
      [tokens['veranstaltungsleiter.shibb'], 404],
    ] as const) {
      expect((await calls.members(token, group.id)).status).toBe(status);
      expect((await calls.history(token, group.id)).status).toBe(status);
      expect((await calls.xlsx(token, group.id)).status).toBe(status);
    }
  });

  it('downloads the member list as an Excel workbook', async () => {
    const group = await groupWithMember();
    const answer = await calls.xlsx(tokens['qualitaetskontrolle.iqsh'], group.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers.get('content-disposition')).toMatch(new RegExp(`mitglieder-arbeitsgruppe-${group.id}-`));
  });
});

describe('leaving a group', () => {
  it('lets a member leave, after which the group is unknown to them', async () => {
    const group = await groupWithMember();
    expect((await calls.leave(nonMember.token, group.id)).status).toBe(404);
    expect((await calls.leave(lead.token, group.id)).status).toBe(404);
    const left = await calls.leave(member.token, group.id);
    expect(left.json).toEqual({ id: group.id, titel: group.titel });
    expect((await calls.leave(member.token, group.id)).status).toBe(404);
    expect((await calls.get(member.token, group.id)).status).toBe(404);
    const [step] = (await calls.history(lead.token, group.id)).json.items.slice(-1);
    expect(step).toMatchObject({ aktion: 'mitglied_ausgetreten', rolle: 'lehrkraft', person: { uid: member.uid } });
  });
});

describe('a member invited by e-mail', () => {
  const emailsTo = async (address: string) =>
    ((await (await fetch(`${backend.mailReceiverUrl}/api/emails?an=${encodeURIComponent(address)}`)).json()) as { items: CaughtEmail[] })
      .items;

  it('is kept pending with an invitation e-mail, and bound to the account of that address once it exists', async () => {
    const group = await calls.created(lead.token, groupInput([lead.uid]));
    const address = `neu.${group.id}@schule.example`;
    const added = await calls.add(lead.token, group.id, { email: address, vorname: 'Jana', name: 'Petersen' });
    expect(MitgliedSchema.parse(added.json)).toMatchObject({ uid: null, kontoFehlt: true, email: address, vorname: 'Jana' });
    expect((await calls.add(lead.token, group.id, { email: address.toUpperCase(), vorname: 'Jana', name: 'Petersen' })).status).toBe(409);
    const email = await vi.waitFor(
      async () => {
        const [found] = await emailsTo(address);
        if (!found) throw new Error('no invitation yet');
        return found;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(email.betreff).toBe(`Einladung in die Arbeitsgruppe „${group.titel}“`);
    expect(email.text).toContain(`in die Arbeitsgruppe „${group.titel}“ im Fortbildungsportal des IQSH aufgenommen`);
    expect(email.text).toContain('Sobald Sie ein Konto');

    const newcomer = await who.withRoles(['lehrkraft']);
    await backend.db.query('UPDATE users SET email = $2 WHERE uid = $1', [newcomer.uid, address]);
    expect((await calls.list(newcomer.token)).json.items.map((g: { id: number }) => g.id)).toEqual([group.id]);
    expect(MitgliederListSchema.parse((await calls.members(lead.token, group.id)).json).items).toMatchObject([
      { uid: newcomer.uid, kontoFehlt: false },
    ]);
  });

  it('binds an address that has an account at once, and a pending member when the staff read the list', async () => {
    const group = await calls.created(lead.token, groupInput([lead.uid]));
    const [user] = await backend.db.query<{ email: string }>('SELECT email FROM users WHERE uid = $1', [member.uid]);
    const added = await calls.add(lead.token, group.id, { email: user.email, vorname: 'Anders', name: 'Geschrieben' });
    expect(MitgliedSchema.parse(added.json)).toMatchObject({ uid: member.uid, kontoFehlt: false });
    const address = `spaeter.${group.id}@schule.example`;
    await calls.add(lead.token, group.id, { email: address, vorname: 'Ole', name: 'Hansen' });
    await backend.db.query('UPDATE users SET email = $2 WHERE uid = $1', [nonMember.uid, address]);
    expect(uidsOf(await calls.members(lead.token, group.id)).sort()).toEqual([member.uid, nonMember.uid].sort());
  });
});
