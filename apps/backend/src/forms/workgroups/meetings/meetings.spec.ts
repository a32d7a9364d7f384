import { TreffenSchema, EinladungListSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../../../server';
import { notificationsOf } from '../../../test-support/date-work';
import { workgroupById } from '../workgroup-facts';
import { endComingInvitations, inviteToComingMeetings } from './meeting-invitations';
import { meetingBackend, meetingInput, type Forms, type MeetingPeople } from '../../../test-support/meeting-work';

let backend: RunningBackend;
let forms: Forms;
let people: MeetingPeople;
let uids: Awaited<ReturnType<typeof meetingBackend>>['uids'];
let newGroup: Awaited<ReturnType<typeof meetingBackend>>['newGroup'];
beforeAll(async () => ({ backend, forms, people, uids, newGroup } = await meetingBackend()));
afterAll(() => backend?.close());

const treffen = (groupId: number) => `/api/v1/arbeitsgruppen/${groupId}/treffen`;
const plan = (groupId: number, user?: string, body = meetingInput()) => forms(treffen(groupId), { method: 'POST', user, body });
const answer = (groupId: number, terminId: number, user: string, antwort: string) =>
  forms(`${treffen(groupId)}/${terminId}/antwort`, { method: 'PUT', user, body: { antwort } });
const bookingOf = async (terminId: number, uid: string) =>
  (
    await backend.db.query<{ status: string }>('SELECT status FROM anmeldungen WHERE termin_id = $1 AND uid = $2 ORDER BY id DESC', [
      terminId,
      uid,
    ])
  )[0]?.status;
const seatsOf = async (terminId: number) =>
  (await backend.db.query<{ zugelassen: number }>('SELECT zugelassen FROM termine WHERE id = $1', [terminId]))[0].zugelassen;

describe('planning a meeting', () => {
  it('is for the leads and the administration; quality control, other organisers and members are refused, strangers told there is no group', async () => {
    const { id } = await newGroup();
    const expected: [keyof MeetingPeople | 'visitor', number][] = [
      ['lead', 201],
      ['secondLead', 201],
      ['verwaltung', 201],
      ['administrator', 201],
      ['qk', 403],
      ['otherOrganiser', 403],
      ['member', 403],
      ['nonMember', 404],
      ['otherTenant', 404],
      ['visitor', 401],
    ];
    for (const [role, status] of expected)
      expect([role, (await plan(id, role === 'visitor' ? undefined : people[role])).status]).toEqual([role, status]);
  });

  it('stores the meeting closed, with its topic and hours, invites every member and tells them', async () => {
    const { id, vnr } = await newGroup();
    const response = await plan(id, people.lead);
    const meeting = TreffenSchema.parse(response.json);
    expect(meeting).toMatchObject({
      thema: 'Kompetenzraster Mathematik',
      stunden: 2,
      abgesagt: false,
      antworten: { offen: 2, zugesagt: 0, abgelehnt: 0 },
    });
    const [row] = await backend.db.query<{ vnr: string; anmeldeschluss: Date; max_plaetze: number }>(
      'SELECT * FROM termine WHERE id = $1',
      [meeting.id],
    );
    expect(row.vnr).toBe(vnr);
    expect(new Date(row.anmeldeschluss).getTime()).toBeLessThanOrEqual(Date.now());
    const told = await notificationsOf(backend, uids.member);
    expect(told.at(-1)).toMatchObject({ art: 'arbeitsgruppe', titel: 'Neues Treffen: Fachgruppe Mathematik Sek I' });
    const [history] = await backend.db.query<{ aktion: string }>(
      `SELECT aktion FROM arbeitsgruppe_historie WHERE gruppe_id = $1 AND aktion <> 'gruppe_angelegt'`,
      [id],
    );
    expect(history.aktion).toBe('treffen_geplant');
  });

  it('refuses a resting group (409 arbeitsgruppe_ruhend), a dissolved one (409 arbeitsgruppe_aufgeloest), and input without place or in the wrong order', async () => {
    const resting = await newGroup({ status: 'ruhend' });
    expect((await plan(resting.id, people.lead)).json.error).toBe('arbeitsgruppe_ruhend');
    const dissolved = await newGroup({ status: 'aufgeloest' });
    expect((await plan(dissolved.id, people.verwaltung)).json.error).toBe('arbeitsgruppe_aufgeloest');
    const { id } = await newGroup();
    expect((await plan(id, people.lead, meetingInput(30, { ort: null, onlineLink: null }))).status).toBe(400);
    const [a, b] = meetingInput(30).sitzungen;
    const later = meetingInput(31).sitzungen[0];
    expect((await plan(id, people.lead, meetingInput(30, { sitzungen: [later, a ?? b] }))).status).toBe(400);
    expect((await plan(id, people.lead, meetingInput(-1))).status).toBe(400);
  });
});

describe('answers', () => {
  it('books the meeting on acceptance and withdraws it on declining; staff see who comes; strangers cannot answer', async () => {
    const { id } = await newGroup();
    const meeting = TreffenSchema.parse((await plan(id, people.lead)).json);
    const accepted = await answer(id, meeting.id, people.member, 'zugesagt');
    expect(accepted.json).toMatchObject({ eigeneAntwort: 'zugesagt', eigenerStatus: 'zugelassen' });
    expect(await bookingOf(meeting.id, uids.member)).toBe('zugelassen');
    expect(await seatsOf(meeting.id)).toBe(1);
    const invitations = EinladungListSchema.parse(
      (await forms(`${treffen(id)}/${meeting.id}/einladungen`, { user: people.secondLead })).json,
    );
    expect(invitations.items.find((e) => e.uid === uids.member)).toMatchObject({ antwort: 'zugesagt', status: 'zugelassen' });
    for (const role of ['qk', 'verwaltung', 'lead'] as const)
      expect((await forms(`${treffen(id)}/${meeting.id}/einladungen`, { user: people[role] })).status).toBe(200);
    expect((await forms(`${treffen(id)}/${meeting.id}/einladungen`, { user: people.member })).status).toBe(403);
    expect((await forms(`${treffen(id)}/${meeting.id}/einladungen`, { user: people.otherTenant })).status).toBe(404);
    expect((await answer(id, meeting.id, people.member, 'abgelehnt')).json.eigeneAntwort).toBe('abgelehnt');
    expect(await bookingOf(meeting.id, uids.member)).toBe('storniert');
    expect(await seatsOf(meeting.id)).toBe(0);
    expect((await answer(id, meeting.id, people.member, 'zugesagt')).json.eigenerStatus).toBe('zugelassen');
    expect((await answer(id, meeting.id, people.nonMember, 'zugesagt')).status).toBe(404);
    expect((await answer(id, meeting.id, people.lead, 'zugesagt')).status).toBe(403);
    expect((await answer(id, meeting.id, people.otherTenant, 'zugesagt')).status).toBe(404);
  });

  it('is refused once the meeting has begun (409)', async () => {
    const { id } = await newGroup();
    const meeting = TreffenSchema.parse((await plan(id, people.lead)).json);
    await backend.db.query(`UPDATE termine SET beginn = now() - interval '1 minute' WHERE id = $1`, [meeting.id]);
    expect((await answer(id, meeting.id, people.member, 'zugesagt')).json.error).toBe('treffen_begonnen');
  });
});

describe('changing and cancelling', () => {
  it('tells the invited of a change, and ends accepted bookings on cancelling as any cancelled date does', async () => {
    const { id } = await newGroup();
    const meeting = TreffenSchema.parse((await plan(id, people.lead)).json);
    await answer(id, meeting.id, people.member, 'zugesagt');
    const changed = await forms(`${treffen(id)}/${meeting.id}`, { method: 'PUT', user: people.secondLead, body: meetingInput(32) });
    expect(changed.status).toBe(200);
    expect((await notificationsOf(backend, uids.secondMember)).at(-1)?.titel).toBe('Treffen geändert: Fachgruppe Mathematik Sek I');
    expect((await forms(`${treffen(id)}/${meeting.id}`, { method: 'PUT', user: people.qk, body: meetingInput(33) })).status).toBe(403);
    expect(
      (await forms(`${treffen(id)}/${meeting.id}/absagen`, { user: people.member, body: { grund: 'Krankheit der Leitung' } })).status,
    ).toBe(403);
    const cancelled = await forms(`${treffen(id)}/${meeting.id}/absagen`, { user: people.lead, body: { grund: 'Krankheit der Leitung' } });
    expect(cancelled.json.abgesagt).toBe(true);
    expect(await bookingOf(meeting.id, uids.member)).toBe('abgesagt');
    expect((await notificationsOf(backend, uids.secondMember)).at(-1)?.text).toContain('Krankheit der Leitung');
    expect((await answer(id, meeting.id, people.member, 'zugesagt')).json.error).toBe('treffen_abgesagt');
    const steps = await backend.db.query<{ aktion: string }>(
      `SELECT aktion FROM arbeitsgruppe_historie WHERE gruppe_id = $1 AND aktion LIKE 'treffen%' ORDER BY id`,
      [id],
    );
    expect(steps.map((s) => s.aktion)).toEqual(['treffen_geplant', 'treffen_geaendert', 'treffen_abgesagt']);
  });
});

describe('calendar, messages, attendance', () => {
  it('gives members and group staff the calendar entry, nobody else', async () => {
    const { id } = await newGroup();
    const meeting = TreffenSchema.parse((await plan(id, people.lead)).json);
    const ics = await forms(`${treffen(id)}/${meeting.id}/kalender.ics`, { user: people.member });
    expect(ics.status).toBe(200);
    expect(String(ics.json)).toContain('Fachgruppe Mathematik Sek I – Kompetenzraster Mathematik');
    // Its events are the meeting's until it is accepted, then the booking's, as the bookings' calendar names them.
    const uidOf = (file: unknown) => /^UID:(.*)$/m.exec(String(file).replace(/\r/g, ''))?.[1];
    expect(uidOf(ics.json)).toMatch(new RegExp(`^treffen-${meeting.id}-1@`));
    await answer(id, meeting.id, people.member, 'zugesagt');
    const accepted = await forms(`${treffen(id)}/${meeting.id}/kalender.ics`, { user: people.member });
    const own = await forms('/api/v1/anmeldungen/meine.ics', { user: people.member });
    expect(uidOf(accepted.json)).toMatch(/^anmeldung-\d+-1@/);
    expect(String(own.json)).toContain(`UID:${uidOf(accepted.json)}`);
    expect((await forms(`${treffen(id)}/${meeting.id}/kalender.ics`, { user: people.secondLead })).status).toBe(200);
    expect((await forms(`${treffen(id)}/${meeting.id}/kalender.ics`, { user: people.otherOrganiser })).status).toBe(403);
    expect((await forms(`${treffen(id)}/${meeting.id}/kalender.ics`, { user: people.nonMember })).status).toBe(404);
  });

  it('sends a message to every member (leads and administration) and keeps it in the history', async () => {
    const { id } = await newGroup();
    const body = { betreff: 'Material', text: 'Bitte bringen Sie Ihre Unterlagen mit.' };
    expect((await forms(`/api/v1/arbeitsgruppen/${id}/nachrichten`, { user: people.lead, body })).json).toEqual({ empfaenger: 2 });
    expect((await notificationsOf(backend, uids.member)).at(-1)).toMatchObject({ art: 'arbeitsgruppe', text: body.text });
    for (const role of ['qk', 'member', 'otherOrganiser'] as const)
      expect((await forms(`/api/v1/arbeitsgruppen/${id}/nachrichten`, { user: people[role], body })).status).toBe(403);
    expect((await forms(`/api/v1/arbeitsgruppen/${id}/nachrichten`, { user: people.nonMember, body })).status).toBe(404);
  });

  it('serves the meeting’s participants to every lead, the administration and (reading) quality control; the attendance workbook to group staff', async () => {
    const { id } = await newGroup();
    const meeting = TreffenSchema.parse((await plan(id, people.lead)).json);
    await answer(id, meeting.id, people.member, 'zugesagt');
    const list = (user: string) => forms(`/api/v1/termine/${meeting.id}/teilnehmende`, { user });
    for (const role of ['lead', 'secondLead', 'verwaltung', 'administrator', 'qk'] as const)
      expect([role, (await list(people[role])).status]).toEqual([role, 200]);
    for (const role of ['otherOrganiser', 'otherTenant'] as const) expect([role, (await list(people[role])).status]).toEqual([role, 404]);
    const [participant] = (await list(people.secondLead)).json.items;
    const attendance = (user: string) =>
      forms(`/api/v1/termine/${meeting.id}/anwesenheit`, {
        method: 'PUT',
        user,
        body: { sitzung: 0, eintraege: [{ anmeldungId: participant.id, status: 'teilgenommen' }] },
      });
    expect((await attendance(people.qk)).status).toBe(403);
    expect((await attendance(people.otherOrganiser)).status).toBe(404);
    // Attendance is recorded once the meeting has begun.
    await backend.db.query(
      `UPDATE termine SET beginn = now() - interval '1 hour', sitzungen = jsonb_build_array(jsonb_build_object('beginn', now() - interval '1 hour', 'ende', ende)) WHERE id = $1`,
      [meeting.id],
    );
    expect((await attendance(people.secondLead)).status).toBe(200);
    const workbook = await forms(`/api/v1/arbeitsgruppen/${id}/anwesenheit.xlsx`, { user: people.secondLead });
    expect(workbook.headers.get('content-type')).toContain('spreadsheetml');
    expect((await forms(`/api/v1/arbeitsgruppen/${id}/anwesenheit.xlsx`, { user: people.member })).status).toBe(403);
  });
});

describe('a member attending', () => {
  it('shows the meeting among their trainings with the group and topic, and confirms it with the meeting’s hours', async () => {
    const { id } = await newGroup();
    const meeting = TreffenSchema.parse((await plan(id, people.lead)).json);
    await answer(id, meeting.id, people.member, 'zugesagt');
    await backend.db.query(`UPDATE anmeldungen SET status = 'teilgenommen' WHERE termin_id = $1`, [meeting.id]);
    const own = (await forms('/api/v1/anmeldungen/meine', { user: people.member })).json.items;
    const booking = own.find((b: { terminId: number }) => b.terminId === meeting.id);
    expect(booking).toMatchObject({ titel: 'Fachgruppe Mathematik Sek I – Kompetenzraster Mathematik', status: 'teilgenommen' });
    const pdf = await forms(`/api/v1/anmeldungen/${booking.id}/teilnahmebestaetigung.pdf`, { user: people.member });
    expect(pdf.status).toBe(200);
  });
});

describe('members joining and leaving', () => {
  it('invites a new member to the coming meetings, and ends a leaving member’s invitations and accepted bookings', async () => {
    const { id } = await newGroup({ mitglieder: [uids.member] });
    const meeting = TreffenSchema.parse((await plan(id, people.lead)).json);
    await backend.db.query('INSERT INTO arbeitsgruppe_mitglieder (gruppe_id, uid) VALUES ($1, $2)', [id, uids.secondMember]);
    const group = (await workgroupById(backend.db, id))!;
    expect(await backend.db.tx((sql) => inviteToComingMeetings(sql, group, uids.secondMember))).toBe(1);
    expect((await notificationsOf(backend, uids.secondMember)).at(-1)?.titel).toBe('Einladung: Fachgruppe Mathematik Sek I');
    await answer(id, meeting.id, people.secondMember, 'zugesagt');
    expect(await seatsOf(meeting.id)).toBe(1);
    await backend.db.tx((sql) => endComingInvitations(sql, group, uids.secondMember));
    expect(await bookingOf(meeting.id, uids.secondMember)).toBe('storniert');
    expect(await seatsOf(meeting.id)).toBe(0);
    const left = await backend.db.query('SELECT 1 FROM treffen_einladungen WHERE termin_id = $1 AND uid = $2', [
      meeting.id,
      uids.secondMember,
    ]);
    expect(left).toHaveLength(0);
  });
});
