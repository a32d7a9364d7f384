import { ArbeitsgruppeSchema, ArbeitsgruppenPageSchema } from '@fobu/api-contract';
import { DISSOLVED_WORKGROUP_READ_ONLY, WORKGROUP_RECORD_STATUS } from '@fobu/domain';
import { inDays } from '../../test-support/date-work';
import { groupInput, useWorkgroupSpecBackend } from '../../test-support/workgroup-work';

const tokens: Record<string, string> = {};
const spec = useWorkgroupSpecBackend(tokens);

const historySteps = async (id: number) =>
  (await spec.calls.history(spec.lead.token, id)).json.items.map((i: { aktion: string }) => i.aktion);

describe('creating a group', () => {
  it('makes the organiser one of its leads and carries its meetings on a closed record row', async () => {
    const group = await spec.calls.created(spec.lead.token, groupInput([spec.otherOrganiser.uid]));
    expect(group.leitung.map((l) => l.uid).sort()).toEqual([spec.lead.uid, spec.otherOrganiser.uid].sort());
    expect(group).toMatchObject({
      status: 'aktiv',
      mitglied: false,
      darfAendern: true,
      darfMitgliederSehen: true,
      treffen: [],
      mitglieder: 0,
    });
    const [record] = await spec.backend.db.query<{ status: string; vtyp: string; titel: string; leitung_uid: string }>(
      'SELECT g.status, g.vtyp, g.titel, g.leitung_uid FROM angebote g JOIN arbeitsgruppen w ON w.vnr = g.vnr WHERE w.id = $1',
      [group.id],
    );
    expect(record).toEqual({ status: WORKGROUP_RECORD_STATUS, vtyp: 'TERMIN', titel: group.titel, leitung_uid: spec.lead.uid });
    expect(await historySteps(group.id)).toEqual(['gruppe_angelegt']);
  });

  it('lets the administration create a group it does not lead', async () => {
    const group = await spec.calls.created(tokens['verwaltung.iqsh'], groupInput([spec.lead.uid]));
    expect(group.leitung.map((l) => l.uid)).toEqual([spec.lead.uid]);
    const byAdministrator = await spec.calls.created(tokens['administrator.iqsh'], groupInput([spec.otherOrganiser.uid]));
    expect(byAdministrator.leitung.map((l) => l.uid)).toEqual([spec.otherOrganiser.uid]);
  });

  it('lets no teacher, no quality control and no one signed out create a group', async () => {
    expect((await spec.calls.create(spec.member.token, groupInput([spec.lead.uid]))).status).toBe(403);
    expect((await spec.calls.create(tokens['qualitaetskontrolle.iqsh'], groupInput([spec.lead.uid]))).status).toBe(403);
    expect((await spec.forms('/api/v1/arbeitsgruppen', { body: groupInput([spec.lead.uid]) })).status).toBe(401);
  });

  it('refuses leads who are no organisers of the tenant, and a dissolved new group', async () => {
    const teacherLead = await spec.calls.create(tokens['verwaltung.iqsh'], groupInput([spec.member.uid]));
    expect(teacherLead.status).toBe(422);
    expect(teacherLead.json.message).toMatch(/Veranstaltungsleiter/);
    expect((await spec.calls.create(tokens['veranstaltungsleiter.shibb'], groupInput([spec.lead.uid]))).status).toBe(422);
    expect((await spec.calls.create(spec.lead.token, groupInput([spec.lead.uid], { status: 'aufgeloest' }))).status).toBe(422);
    expect((await spec.calls.create(spec.lead.token, { ...groupInput([]), titel: ' ' })).status).toBe(400);
  });
});

describe('seeing a group', () => {
  it('shows it to its members and the tenant’s staff, each with what they may do', async () => {
    const group = await spec.groupWithMember();
    const view = async (token: string) => ArbeitsgruppeSchema.parse((await spec.calls.get(token, group.id)).json);
    expect(await view(spec.lead.token)).toMatchObject({ darfAendern: true, darfMitgliederSehen: true, mitglied: false, mitglieder: 1 });
    expect(await view(spec.otherOrganiser.token)).toMatchObject({ darfAendern: false, darfMitgliederSehen: false });
    expect(await view(tokens['qualitaetskontrolle.iqsh'])).toMatchObject({ darfAendern: false, darfMitgliederSehen: true });
    expect(await view(tokens['verwaltung.iqsh'])).toMatchObject({ darfAendern: true, darfMitgliederSehen: true });
    expect(await view(tokens['administrator.iqsh'])).toMatchObject({ darfAendern: true, darfMitgliederSehen: true });
    expect(await view(spec.member.token)).toMatchObject({ darfAendern: false, darfMitgliederSehen: false, mitglied: true });
  });

  it('tells a non-member, another tenant and a guesser that there is no such group', async () => {
    const group = await spec.groupWithMember();
    for (const token of [spec.nonMember.token, tokens['veranstaltungsleiter.shibb'], tokens['verwaltung.shibb']]) {
      const answer = await spec.calls.get(token, group.id);
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe('Diese Arbeitsgruppe gibt es nicht.');
    }
    expect((await spec.calls.get(spec.lead.token, 2_000_000_000)).json.message).toBe('Diese Arbeitsgruppe gibt es nicht.');
    expect((await spec.forms(`/api/v1/arbeitsgruppen/${group.id}`)).status).toBe(401);
  });

  it('lists its meetings by start and names the next one not cancelled', async () => {
    const group = await spec.groupWithMember();
    const meeting = (days: number, status = 'buchbar') =>
      spec.backend.db.query<{ id: number }>(
        `INSERT INTO termine (vnr, mandant, beginn, ende, sitzungen, online_link, min_plaetze, max_plaetze, warteliste_plaetze,
           anmeldebeginn, anmeldeschluss, stornofrist, genehmigung_erforderlich, status, stunden)
         SELECT w.vnr, w.mandant, $2::timestamptz, $3::timestamptz, $5::jsonb,
                'https://konferenz.example/gruppe', 0, 100, 0, now(), $2::timestamptz, $2::timestamptz, false, $4, 2
           FROM arbeitsgruppen w WHERE w.id = $1 RETURNING id`,
        [group.id, inDays(days, 14), inDays(days, 16), status, JSON.stringify([{ beginn: inDays(days, 14), ende: inDays(days, 16) }])],
      );
    const [[cancelled], [later], [next]] = [await meeting(5, 'abgesagt'), await meeting(20), await meeting(10)];
    const view = ArbeitsgruppeSchema.parse((await spec.calls.get(spec.member.token, group.id)).json);
    expect(view.treffen.map((t) => t.id)).toEqual([cancelled.id, next.id, later.id]);
    expect(view.naechstesTreffen).toMatchObject({ id: next.id, stunden: 2, abgesagt: false, onlineLink: null, eigeneAntwort: null });
    const staffView = ArbeitsgruppeSchema.parse((await spec.calls.get(spec.lead.token, group.id)).json);
    expect(staffView.naechstesTreffen?.onlineLink).toBe('https://konferenz.example/gruppe');
  });
});

describe('changing a group', () => {
  it('changes details and leads for its leads and the administration, mirrored to the record, with the fields in the history', async () => {
    const group = await spec.groupWithMember();
    const changed = await spec.calls.change(
      spec.lead.token,
      group.id,
      groupInput([spec.lead.uid, spec.otherOrganiser.uid], { titel: 'Fachgruppe Mathematik Sek I' }),
    );
    expect(changed.status).toBe(200);
    const [record] = await spec.backend.db.query<{ titel: string }>(
      'SELECT g.titel FROM angebote g JOIN arbeitsgruppen w ON w.vnr = g.vnr WHERE w.id = $1',
      [group.id],
    );
    expect(record.titel).toBe('Fachgruppe Mathematik Sek I');
    const [entry] = (await spec.calls.history(spec.lead.token, group.id)).json.items.filter(
      (i: { aktion: string }) => i.aktion === 'gruppe_geaendert',
    );
    expect(entry.details.aenderungen.map((a: { feld: string }) => a.feld)).toEqual(['titel', 'leitung']);
    expect(entry).toMatchObject({ rolle: 'veranstaltungsleiter', person: { uid: spec.lead.uid } });
    expect((await spec.calls.change(tokens['verwaltung.iqsh'], group.id, groupInput([spec.lead.uid]))).status).toBe(200);
    expect((await spec.calls.change(tokens['administrator.iqsh'], group.id, groupInput([spec.lead.uid]))).status).toBe(200);
  });

  it('refuses everyone else: 403 for those who see it, 404 for the rest', async () => {
    const group = await spec.groupWithMember();
    for (const token of [spec.otherOrganiser.token, tokens['qualitaetskontrolle.iqsh'], spec.member.token])
      expect((await spec.calls.change(token, group.id, groupInput([spec.lead.uid]))).status).toBe(403);
    for (const token of [spec.nonMember.token, tokens['veranstaltungsleiter.shibb']])
      expect((await spec.calls.change(token, group.id, groupInput([spec.lead.uid]))).status).toBe(404);
  });

  it('moves between aktiv and ruhend, ends in aufgeloest, and keeps a dissolved group as a read-only record', async () => {
    const group = await spec.groupWithMember();
    const to = (status: 'aktiv' | 'ruhend' | 'aufgeloest', token = spec.lead.token) =>
      spec.calls.change(token, group.id, groupInput([spec.lead.uid], { status }));
    expect((await to('ruhend')).json.status).toBe('ruhend');
    expect((await to('aktiv')).json.status).toBe('aktiv');
    expect((await to('aufgeloest')).json).toMatchObject({ status: 'aufgeloest', darfAendern: false });
    for (const refused of [
      await to('aktiv'),
      await to('aufgeloest', tokens['verwaltung.iqsh']),
      await spec.calls.add(spec.lead.token, group.id, { uid: spec.nonMember.uid }),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({ error: 'arbeitsgruppe_aufgeloest', message: DISSOLVED_WORKGROUP_READ_ONLY });
    }
    expect((await spec.calls.leave(spec.member.token, group.id)).status).toBe(409);
    expect((await to('aktiv', spec.otherOrganiser.token)).status).toBe(403);
    expect((await spec.calls.get(spec.member.token, group.id)).json.status).toBe('aufgeloest');
    const steps = (await spec.calls.history(spec.lead.token, group.id)).json.items.filter(
      (i: { aktion: string }) => i.aktion === 'status_geaendert',
    );
    expect(steps.map((s: { details: { nachher: string } }) => s.details.nachher)).toEqual(['ruhend', 'aktiv', 'aufgeloest']);
  });
});

describe('the list of groups', () => {
  it('shows the tenant’s staff every group of the tenant, an organiser’s own with umfang=meine, members their own', async () => {
    const own = await spec.groupWithMember({ titel: 'Arbeitskreis Inklusion Kreis Steinburg', beschreibung: 'Gemeinsames Lernen' });
    const others = await spec.calls.created(
      spec.otherOrganiser.token,
      groupInput([spec.otherOrganiser.uid], { titel: 'Netzwerk Berufsorientierung' }),
    );
    const ids = async (token: string, query = 'pageSize=100') =>
      ArbeitsgruppenPageSchema.parse((await spec.calls.list(token, query)).json).items.map((g) => g.id);
    expect(await ids(spec.lead.token)).toEqual(expect.arrayContaining([own.id, others.id]));
    expect(await ids(spec.lead.token, 'umfang=meine&pageSize=100')).toContain(own.id);
    expect(await ids(spec.lead.token, 'umfang=meine&pageSize=100')).not.toContain(others.id);
    expect(await ids(tokens['qualitaetskontrolle.iqsh'])).toEqual(expect.arrayContaining([own.id, others.id]));
    expect(await ids(spec.lead.token, 'q=inklusion%20kreis%20steinburg&pageSize=100')).toEqual([own.id]);
    expect(await ids(spec.lead.token, 'q=gemeinsames&status=ruhend')).toEqual([]);
    expect(await ids(spec.member.token)).toContain(own.id);
    expect(await ids(spec.member.token)).not.toContain(others.id);
    expect(await ids(spec.nonMember.token)).toEqual([]);
    expect(await ids(tokens['veranstaltungsleiter.shibb'])).not.toContain(own.id);
    expect((await spec.forms('/api/v1/arbeitsgruppen')).status).toBe(401);
  });

  it('shows the seeded groups: the demo teacher is a member of two active ones, the staff also see a resting and a dissolved one', async () => {
    // The seed's groups: the fixture users these tests make have uids beginning with 9.
    const seeded = async (token: string) =>
      ArbeitsgruppenPageSchema.parse((await spec.calls.list(token, 'pageSize=100')).json).items.filter(
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
