import { MitgliederListSchema, MitgliedSchema, PersonTrefferListSchema } from '@fobu/api-contract';
import type { CaughtEmail } from '../../mail/mail-catcher';
import { groupInput, useWorkgroupSpecBackend } from '../../test-support/workgroup-work';

const tokens: Record<string, string> = {};
const spec = useWorkgroupSpecBackend(tokens);

const uidsOf = (answer: { json: unknown }) => MitgliederListSchema.parse(answer.json).items.map((m) => m.uid);

describe('the person search', () => {
  it('finds persons of the tenant by name, e-mail or school, with their school, for the groups’ staff', async () => {
    const [user] = await spec.backend.db.query<{ email: string; name: string; schule: string }>(
      'SELECT u.email, u.name, s.name AS schule FROM users u JOIN schulen s ON s.dstnr = u.dstnr WHERE u.uid = $1',
      [spec.member.uid],
    );
    for (const q of [user.name, user.email.toUpperCase(), user.schule]) {
      const found = PersonTrefferListSchema.parse((await spec.calls.persons(spec.lead.token, q)).json).items;
      expect(found.find((p) => p.uid === spec.member.uid)?.schule?.name).toBe(user.schule);
    }
    for (const token of [tokens['qualitaetskontrolle.iqsh'], tokens['verwaltung.iqsh'], tokens['administrator.iqsh']])
      expect((await spec.calls.persons(token, user.name)).json.items.map((p: { uid: string }) => p.uid)).toContain(spec.member.uid);
    expect((await spec.calls.persons(tokens['veranstaltungsleiter.shibb'], user.name)).json.items).toEqual([]);
    expect((await spec.calls.persons(spec.lead.token, 'Test-')).json.items.length).toBeLessThanOrEqual(20);
    expect((await spec.calls.persons(spec.lead.token, 'x')).status).toBe(400);
    expect((await spec.calls.persons(spec.member.token, user.name)).status).toBe(403);
  });
});

describe('adding and removing members', () => {
  it('adds a person of the tenant once, with their school, and refuses another tenant’s person', async () => {
    const group = await spec.calls.created(spec.lead.token, groupInput([spec.lead.uid]));
    const added = await spec.calls.add(spec.lead.token, group.id, { uid: spec.member.uid });
    expect(added.status).toBe(201);
    expect(MitgliedSchema.parse(added.json)).toMatchObject({
      uid: spec.member.uid,
      kontoFehlt: false,
      schule: { dstnr: spec.member.dstnr },
    });
    const again = await spec.calls.add(tokens['verwaltung.iqsh'], group.id, { uid: spec.member.uid });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Diese Person ist bereits Mitglied der Arbeitsgruppe.');
    const [shibbTeacher] = await spec.backend.db.query<{ uid: string }>(`SELECT uid FROM users WHERE username = 'lehrkraft.shibb'`);
    expect((await spec.calls.add(spec.lead.token, group.id, { uid: shibbTeacher.uid })).status).toBe(422);
    expect((await spec.calls.add(tokens['administrator.iqsh'], group.id, { uid: spec.nonMember.uid })).status).toBe(201);
  });

  it('lets only the leads and the administration add and remove: 403 for the others who see it, 404 for the rest', async () => {
    const group = await spec.groupWithMember();
    for (const token of [spec.otherOrganiser.token, tokens['qualitaetskontrolle.iqsh'], spec.member.token])
      expect((await spec.calls.add(token, group.id, { uid: spec.nonMember.uid })).status).toBe(403);
    for (const token of [spec.nonMember.token, tokens['veranstaltungsleiter.shibb']])
      expect((await spec.calls.add(token, group.id, { uid: spec.nonMember.uid })).status).toBe(404);
    const [{ id: memberId }] = MitgliederListSchema.parse((await spec.calls.members(spec.lead.token, group.id)).json).items;
    expect((await spec.calls.remove(spec.otherOrganiser.token, group.id, memberId)).status).toBe(403);
    expect((await spec.calls.remove(spec.nonMember.token, group.id, memberId)).status).toBe(404);
    const removed = await spec.calls.remove(spec.lead.token, group.id, memberId);
    expect(uidsOf(removed)).toEqual([]);
    expect((await spec.calls.remove(spec.lead.token, group.id, memberId)).status).toBe(404);
    expect((await spec.calls.get(spec.member.token, group.id)).status).toBe(404);
    const steps = (await spec.calls.history(spec.lead.token, group.id)).json.items.map((i: { aktion: string }) => i.aktion);
    expect(steps).toEqual(['gruppe_angelegt', 'mitglied_hinzugefuegt', 'mitglied_entfernt']);
  });

  it('shows the members and the history to the group’s staff only', async () => {
    const group = await spec.groupWithMember();
    for (const token of [spec.lead.token, tokens['qualitaetskontrolle.iqsh'], tokens['verwaltung.iqsh'], tokens['administrator.iqsh']]) {
      expect(uidsOf(await spec.calls.members(token, group.id))).toEqual([spec.member.uid]);
      expect((await spec.calls.history(token, group.id)).status).toBe(200);
    }
    for (const [token, status] of [
      [spec.otherOrganiser.token, 403],
      [spec.member.token, 403],
      [spec.nonMember.token, 404],
      [tokens['veranstaltungsleiter.shibb'], 404],
    ] as const) {
      expect((await spec.calls.members(token, group.id)).status).toBe(status);
      expect((await spec.calls.history(token, group.id)).status).toBe(status);
      expect((await spec.calls.xlsx(token, group.id)).status).toBe(status);
    }
  });

  it('downloads the member list as an Excel workbook', async () => {
    const group = await spec.groupWithMember();
    const answer = await spec.calls.xlsx(tokens['qualitaetskontrolle.iqsh'], group.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers.get('content-disposition')).toMatch(new RegExp(`mitglieder-arbeitsgruppe-${group.id}-`));
  });
});

describe('leaving a group', () => {
  it('lets a member leave, after which the group is unknown to them', async () => {
    const group = await spec.groupWithMember();
    expect((await spec.calls.leave(spec.nonMember.token, group.id)).status).toBe(404);
    expect((await spec.calls.leave(spec.lead.token, group.id)).status).toBe(404);
    const left = await spec.calls.leave(spec.member.token, group.id);
    expect(left.json).toEqual({ id: group.id, titel: group.titel });
    expect((await spec.calls.leave(spec.member.token, group.id)).status).toBe(404);
    expect((await spec.calls.get(spec.member.token, group.id)).status).toBe(404);
    const [step] = (await spec.calls.history(spec.lead.token, group.id)).json.items.slice(-1);
    expect(step).toMatchObject({ aktion: 'mitglied_ausgetreten', rolle: 'lehrkraft', person: { uid: spec.member.uid } });
  });
});

describe('a member invited by e-mail', () => {
  const emailsTo = async (address: string) =>
    (
      (await (await fetch(`${spec.backend.mailReceiverUrl}/api/emails?an=${encodeURIComponent(address)}`)).json()) as {
        items: CaughtEmail[];
      }
    ).items;

  it('is kept pending with an invitation e-mail, and bound to the account of that address once it exists', async () => {
    const group = await spec.calls.created(spec.lead.token, groupInput([spec.lead.uid]));
    const address = `neu.${group.id}@schule.example`;
    const added = await spec.calls.add(spec.lead.token, group.id, { email: address, vorname: 'Jana', name: 'Petersen' });
    expect(MitgliedSchema.parse(added.json)).toMatchObject({ uid: null, kontoFehlt: true, email: address, vorname: 'Jana' });
    expect(
      (await spec.calls.add(spec.lead.token, group.id, { email: address.toUpperCase(), vorname: 'Jana', name: 'Petersen' })).status,
    ).toBe(409);
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

    const newcomer = await spec.who.withRoles(['lehrkraft']);
    await spec.backend.db.query('UPDATE users SET email = $2 WHERE uid = $1', [newcomer.uid, address]);
    expect((await spec.calls.list(newcomer.token)).json.items.map((g: { id: number }) => g.id)).toEqual([group.id]);
    expect(MitgliederListSchema.parse((await spec.calls.members(spec.lead.token, group.id)).json).items).toMatchObject([
      { uid: newcomer.uid, kontoFehlt: false },
    ]);
  });

  it('binds an address that has an account at once, and a pending member when the staff read the list', async () => {
    const group = await spec.calls.created(spec.lead.token, groupInput([spec.lead.uid]));
    const [user] = await spec.backend.db.query<{ email: string }>('SELECT email FROM users WHERE uid = $1', [spec.member.uid]);
    const added = await spec.calls.add(spec.lead.token, group.id, { email: user.email, vorname: 'Anders', name: 'Geschrieben' });
    expect(MitgliedSchema.parse(added.json)).toMatchObject({ uid: spec.member.uid, kontoFehlt: false });
    const address = `spaeter.${group.id}@schule.example`;
    await spec.calls.add(spec.lead.token, group.id, { email: address, vorname: 'Ole', name: 'Hansen' });
    await spec.backend.db.query('UPDATE users SET email = $2 WHERE uid = $1', [spec.nonMember.uid, address]);
    expect(uidsOf(await spec.calls.members(spec.lead.token, group.id)).sort()).toEqual([spec.member.uid, spec.nonMember.uid].sort());
  });
});
