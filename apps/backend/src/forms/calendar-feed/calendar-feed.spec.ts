import { KalenderAboSchema, TreffenSchema } from '@fobu/api-contract';
import { meetingInput, useMeetingBackend } from '../../test-support/meeting-work';

const spec = useMeetingBackend();

const abo = async (user: string, method = 'GET') => {
  const response = await spec.forms('/api/v1/kalender-abo', { method, user });
  expect(response.status).toBe(200);
  return KalenderAboSchema.parse(response.json);
};
/** The feed as a calendar app fetches it: no tokens, only the address (on the test back end's own origin). */
const fetchFeed = (address: string) => fetch(`${spec.backend.urls.forms}${new URL(address).pathname}`);
/** The feed's events as UID and summary (its lines unfolded, RFC 5545 3.1; the parsing itself is the end-to-end test's, with node-ical). */
const eventsOf = async (address: string) => {
  const response = await fetchFeed(address);
  expect(response.status).toBe(200);
  const text = (await response.text()).replace(/\r\n[ \t]/g, '');
  return text
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((event) => ({ uid: /^UID:(.*)$/m.exec(event)?.[1] ?? '', summary: /^SUMMARY:(.*)$/m.exec(event)?.[1] ?? '' }));
};
const bookingsOf = (uid: string) =>
  spec.backend.db.query<{ id: number; status: string; ende: Date }>(
    'SELECT a.id, a.status, t.ende FROM anmeldungen a JOIN termine t ON t.id = a.termin_id WHERE a.uid = $1',
    [uid],
  );
const uidOf = async (token: string) =>
  (
    await spec.backend.db.query<{ uid: string }>(`SELECT uid FROM oauth_tokens WHERE access_hash = encode(sha256($1::bytea), 'hex')`, [
      token,
    ])
  )[0].uid;

/** A meeting of a new group that the member accepted: an admitted booking of theirs. */
async function acceptedMeeting() {
  const { id } = await spec.newGroup();
  const meeting = TreffenSchema.parse(
    (await spec.forms(`/api/v1/arbeitsgruppen/${id}/treffen`, { user: spec.people.lead, body: meetingInput() })).json,
  );
  const answered = await spec.forms(`/api/v1/arbeitsgruppen/${id}/treffen/${meeting.id}/antwort`, {
    method: 'PUT',
    user: spec.people.member,
    body: { antwort: 'zugesagt' },
  });
  expect(answered.status).toBe(200);
  const [booking] = await spec.backend.db.query<{ id: number }>(
    "SELECT id FROM anmeldungen WHERE termin_id = $1 AND uid = $2 AND status = 'zugelassen'",
    [meeting.id, spec.uids.member],
  );
  return booking;
}

describe('the calendar feed’s address', () => {
  it('is none until created; creating gives an https address and its webcal twin', async () => {
    expect(await abo(spec.people.secondMember)).toEqual({ adresse: null, webcalAdresse: null, erzeugtAm: null });
    const created = await abo(spec.people.secondMember, 'POST');
    expect(created.adresse).toMatch(/^http:\/\/localhost:\d+\/kalender\/[A-Za-z0-9_-]{40,}\.ics$/);
    expect(created.webcalAdresse).toBe(created.adresse!.replace(/^http:/, 'webcal:'));
    expect(await abo(spec.people.secondMember)).toEqual(created);
  });

  it('keeps no token in the table: the row holds a hash that is not the address’s token', async () => {
    const { adresse } = await abo(spec.people.secondMember, 'POST');
    const token = /\/kalender\/(.+)\.ics$/.exec(adresse!)![1];
    const rows = await spec.backend.db.query<Record<string, unknown>>('SELECT * FROM kalender_abos');
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('the calendar feed', () => {
  it('holds the person’s admitted dates and accepted meetings, no cancelled booking and nobody else’s', async () => {
    const meetingBooking = await acceptedMeeting();
    const teacherUid = await uidOf(spec.people.nonMember);
    const teacherFeed = await abo(spec.people.nonMember, 'POST');
    const memberFeed = await abo(spec.people.member, 'POST');

    const response = await fetchFeed(teacherFeed.adresse!);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const teacherEvents = (await eventsOf(teacherFeed.adresse!)).map((event) => event.uid);
    const recent = (booking: { ende: Date }) => booking.ende.getTime() > Date.now() - 90 * 86_400_000;
    const teacherBookings = await bookingsOf(teacherUid);
    const admitted = teacherBookings.filter((b) => b.status === 'zugelassen' && recent(b));
    expect(admitted.length).toBeGreaterThan(0);
    for (const booking of admitted) expect(teacherEvents).toContainEqual(expect.stringMatching(new RegExp(`^anmeldung-${booking.id}-1@`)));
    const notHeld = teacherBookings.filter((b) => ['storniert', 'abgesagt', 'warteliste', 'angemeldet'].includes(b.status));
    expect(notHeld.length).toBeGreaterThan(0);
    for (const booking of notHeld) expect(teacherEvents.join()).not.toContain(`anmeldung-${booking.id}-`);
    expect(teacherEvents.join()).not.toContain(`anmeldung-${meetingBooking.id}-`);

    const memberEvents = await eventsOf(memberFeed.adresse!);
    expect(memberEvents.map((event) => event.uid)).toEqual([expect.stringMatching(new RegExp(`^anmeldung-${meetingBooking.id}-1@`))]);
    expect(memberEvents[0].summary).toContain('Fachgruppe Mathematik Sek I');
  });

  it('stops at once for the old address when renewed, and when switched off', async () => {
    const first = await abo(spec.people.member, 'POST');
    const renewed = await abo(spec.people.member, 'POST');
    expect(renewed.adresse).not.toBe(first.adresse);
    expect((await fetchFeed(first.adresse!)).status).toBe(404);
    expect((await fetchFeed(renewed.adresse!)).status).toBe(200);
    expect(await abo(spec.people.member, 'DELETE')).toEqual({ adresse: null, webcalAdresse: null, erzeugtAm: null });
    expect((await fetchFeed(renewed.adresse!)).status).toBe(404);
    expect(await abo(spec.people.member)).toEqual({ adresse: null, webcalAdresse: null, erzeugtAm: null });
  });

  it('answers the same 404 for an unknown and a malformed token; another person renewing leaves this feed as it is', async () => {
    const mine = await abo(spec.people.secondMember, 'POST');
    await abo(spec.people.member, 'POST');
    await abo(spec.people.member, 'POST');
    expect((await fetchFeed(mine.adresse!)).status).toBe(200);
    const unknown = await fetchFeed(mine.adresse!.replace(/\/kalender\/.{4}/, '/kalender/AAAA'));
    const malformed = await fetch(`${spec.backend.urls.forms}/kalender/..%2F..%2Fetc.ics`);
    expect([unknown.status, malformed.status]).toEqual([404, 404]);
    expect(await unknown.json()).toEqual(await malformed.json());
    expect((await fetch(`${spec.backend.urls.forms}/kalender/x.ics`)).status).toBe(404);
  });

  it('needs a signed-in person for the address', async () => {
    expect((await spec.forms('/api/v1/kalender-abo')).status).toBe(401);
    expect((await spec.forms('/api/v1/kalender-abo', { method: 'POST' })).status).toBe(401);
  });
});
