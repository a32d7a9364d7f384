import { KENNZAHL_DATEIEN, KENNZAHLEN_ANGEBOTE_LIMIT, KennzahlenSchema, type Kennzahlen } from '@fobu/api-contract';
import ExcelJS from 'exceljs';
import type { RunningBackend } from '../../server';
import { bookedUser, formsBackendWith, publishedOffer } from '../../test-support/date-work';
import { serviceToken, type serviceClient } from '../../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
const tokens: Record<string, string> = {};
beforeAll(
  async () =>
    ({ backend, forms } = await formsBackendWith(tokens, [
      'controlling.iqsh',
      'controlling.shibb',
      'verwaltung.iqsh',
      'administrator.iqsh',
      'veranstaltungsleiter.iqsh',
      'lehrkraft.iqsh',
    ])),
);
afterAll(() => backend?.close());

/** A day `days` from today (UTC), as the period takes it. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A year back and half a year ahead: past dates with attendance, dates ahead with waiting lists. */
const PERIOD = { von: day(-365), bis: day(180) };

async function figures(user: string, query: Record<string, string> = PERIOD) {
  const answer = await forms(`/api/v1/kennzahlen?${new URLSearchParams(query)}`, { user: tokens[user] ?? user });
  return { status: answer.status, json: answer.json as unknown };
}
const figuresOf = async (user: string, query: Record<string, string> = PERIOD): Promise<Kennzahlen> => {
  const { status, json } = await figures(user, query);
  expect(status).toBe(200);
  return KennzahlenSchema.parse(json);
};

/*
 * The independent counts: written another way than the figures' statements (the dates' seat
 * counters, a day comparison instead of instants, subqueries instead of the common tables).
 */
const HELD = `g.status IN ('veroeffentlicht', 'abgesagt', 'archiviert') AND t.status <> 'abgesagt'`;
const inDays = (column: string) => `(${column} AT TIME ZONE 'Europe/Berlin')::date BETWEEN $2::date AND $3::date`;
const count = async (sql: string, params: unknown[] = []) =>
  (await backend.db.query<Record<string, number>>(sql, ['iqsh', PERIOD.von, PERIOD.bis, ...params]))[0];

const total = <T>(rows: readonly T[], field: keyof T) => rows.reduce((sum, row) => sum + Number(row[field]), 0);

describe('controlling’s figures', { timeout: 60_000 }, () => {
  it('count what an independent count of the tenant’s bookings, seats, requests finds', async () => {
    const answer = await figuresOf('controlling.iqsh');
    const seats = await count(
      `SELECT count(*)::int AS termine, sum(t.max_plaetze)::int AS plaetze, sum(t.zugelassen)::int AS belegt, sum(t.wartend)::int AS wartend
         FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE t.mandant = $1 AND ${HELD} AND ${inDays('t.beginn')}`,
    );
    expect(answer.auslastung.gesamt).toMatchObject({ termine: seats.termine, plaetze: seats.plaetze, belegt: seats.belegt });
    expect(answer.auslastung.gesamt.quote).toBeCloseTo(seats.belegt / seats.plaetze, 4);
    expect(total(answer.wartelisten, 'warteliste')).toBe(seats.wartend);
    // Every district's dates, online ones included, make up the whole.
    expect(total(answer.auslastung.jeKreis, 'plaetze')).toBe(seats.plaetze);
    const kiel = await count(
      `SELECT sum(t.max_plaetze)::int AS plaetze, sum(t.zugelassen)::int AS belegt
         FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE t.mandant = $1 AND ${HELD} AND ${inDays('t.beginn')} AND t.kreis = 'kiel'`,
    );
    expect(answer.auslastung.jeKreis.find((row) => row.kreis === 'kiel')).toMatchObject(kiel);
    const maths = await count(
      `SELECT sum(t.max_plaetze)::int AS plaetze, sum(t.zugelassen)::int AS belegt
         FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE t.mandant = $1 AND ${HELD} AND ${inDays('t.beginn')} AND 'Mathematik' = ANY(g.faecher)`,
    );
    expect(answer.auslastung.jeFach.find((row) => row.fach === 'Mathematik')).toMatchObject(maths);
    expect(answer.auslastung.jeAngebot.items).toHaveLength(Math.min(KENNZAHLEN_ANGEBOTE_LIMIT, answer.auslastung.jeAngebot.anzahl));

    const attendance = await count(
      `SELECT count(*) FILTER (WHERE a.status = 'teilgenommen')::int AS teilgenommen, count(*) FILTER (WHERE a.status = 'nicht_erschienen')::int AS nicht
         FROM anmeldungen a JOIN termine t ON t.id = a.termin_id JOIN angebote g ON g.vnr = t.vnr
        WHERE t.mandant = $1 AND ${HELD} AND ${inDays('t.beginn')} AND t.ende < now()`,
    );
    expect(total(answer.teilnahme, 'teilgenommen')).toBe(attendance.teilgenommen);
    expect(total(answer.teilnahme, 'nichtErschienen')).toBe(attendance.nicht);
    expect(attendance.teilgenommen).toBeGreaterThan(0);

    // Bookings of the period's dates (cancelled dates too) and course enrolments made in the period.
    const made = await count(
      `SELECT count(*)::int AS anmeldungen, count(*) FILTER (WHERE a.status = 'storniert')::int AS storniert,
              count(*) FILTER (WHERE a.status = 'abgesagt')::int AS abgesagt
         FROM anmeldungen a LEFT JOIN termine t ON t.id = a.termin_id JOIN angebote g ON g.vnr = a.vnr
        WHERE g.mandant = $1 AND CASE WHEN a.termin_id IS NULL THEN ${inDays('a.angemeldet_am')}
                                      ELSE ${inDays('t.beginn')} AND g.status IN ('veroeffentlicht', 'abgesagt', 'archiviert') END`,
    );
    for (const field of ['anmeldungen', 'storniert', 'abgesagt'] as const) {
      expect(total(answer.anmeldungenJeMonat, field)).toBe(made[field]);
      expect(total(answer.stornierungen, field)).toBe(made[field]);
    }
    // Every month of the period is listed, from the first to the last.
    expect(answer.anmeldungenJeMonat[0].monat).toBe(PERIOD.von.slice(0, 7));
    expect(answer.anmeldungenJeMonat.at(-1)?.monat).toBe(PERIOD.bis.slice(0, 7));

    const requests = await count(
      `SELECT count(*)::int AS n FROM abrufanfragen r WHERE r.vnr IN (SELECT vnr FROM angebote WHERE mandant = $1) AND ${inDays('r.erstellt_am')}`,
    );
    expect(
      answer.abrufanfragen.reduce((sum, row) => sum + row.angefragt + row.terminiert + row.abgelehnt, 0),
      'requests',
    ).toBe(requests.n);
  });

  it('keep to the district and the offer type asked for', async () => {
    const all = await figuresOf('controlling.iqsh');
    const kiel = await figuresOf('controlling.iqsh', { ...PERIOD, kreis: 'kiel' });
    expect(kiel.auslastung.jeKreis.map((row) => row.kreis)).toEqual(['kiel']);
    expect(kiel.auslastung.gesamt.plaetze).toBe(all.auslastung.jeKreis.find((row) => row.kreis === 'kiel')?.plaetze);
    expect(kiel.abrufanfragen.every((row) => row.kreis === 'kiel')).toBe(true);
    expect(total(kiel.anmeldungenJeMonat, 'anmeldungen')).toBeLessThan(total(all.anmeldungenJeMonat, 'anmeldungen'));

    const abruf = await figuresOf('controlling.iqsh', { ...PERIOD, vtyp: 'ABRUF' });
    expect(abruf.stornierungen.map((row) => row.vtyp)).toEqual(['ABRUF']);
    expect(abruf.stornierungen[0]).toEqual(all.stornierungen.find((row) => row.vtyp === 'ABRUF'));
    // Courses have no dates: no seats, no attendance, and with a district nothing at all.
    const courses = await figuresOf('controlling.iqsh', { ...PERIOD, vtyp: 'SLK' });
    expect(courses.auslastung.gesamt).toEqual({ termine: 0, plaetze: 0, belegt: 0, quote: null });
    expect(courses.teilnahme).toEqual([]);
    expect(total(courses.anmeldungenJeMonat, 'anmeldungen')).toBeGreaterThan(0);
    const coursesInKiel = await figuresOf('controlling.iqsh', { ...PERIOD, vtyp: 'SLK', kreis: 'kiel' });
    expect(total(coursesInKiel.anmeldungenJeMonat, 'anmeldungen')).toBe(0);
  });

  it('count the asker’s tenant only', async () => {
    const iqsh = await figuresOf('controlling.iqsh');
    const shibb = await figuresOf('controlling.shibb');
    expect(iqsh.auslastung.jeAngebot.items.every((row) => row.vnr.startsWith('IQ'))).toBe(true);
    expect(shibb.auslastung.jeAngebot.items.every((row) => row.vnr.startsWith('SB'))).toBe(true);
    const [seats] = await backend.db.query<{ plaetze: number }>(
      `SELECT sum(t.max_plaetze)::int AS plaetze FROM termine t JOIN angebote g ON g.vnr = t.vnr
        WHERE t.mandant = 'shibb' AND ${HELD} AND (t.beginn AT TIME ZONE 'Europe/Berlin')::date BETWEEN $1::date AND $2::date`,
      [PERIOD.von, PERIOD.bis],
    );
    expect(shibb.auslastung.gesamt.plaetze).toBe(seats.plaetze);
  });

  it('are controlling’s alone, and refuse a period that is not one', async () => {
    for (const user of ['verwaltung.iqsh', 'administrator.iqsh', 'veranstaltungsleiter.iqsh', 'lehrkraft.iqsh']) {
      expect((await figures(user)).status, user).toBe(403);
    }
    expect((await forms(`/api/v1/kennzahlen?${new URLSearchParams(PERIOD)}`)).status).toBe(401);
    expect((await figures('controlling.iqsh', { von: PERIOD.bis, bis: PERIOD.von })).status).toBe(400);
    expect((await figures('controlling.iqsh', { bis: PERIOD.bis })).status).toBe(400);
    expect((await figures('controlling.iqsh', { ...PERIOD, kreis: 'atlantis' })).status).toBe(400);
  });

  it('name no person: counts, districts, months, offer numbers and titles only', async () => {
    const answer = await figuresOf('controlling.iqsh');
    const keys = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          walk(inner);
        }
    };
    walk(answer);
    const allowed = ['anmeldungenJeMonat', 'auslastung', 'gesamt', 'jeAngebot', 'anzahl', 'items', 'jeFach', 'jeKreis', 'jeSchulart']
      .concat(['teilnahme', 'stornierungen', 'wartelisten', 'abrufanfragen', 'monat', 'anmeldungen', 'storniert', 'abgesagt'])
      .concat(['termine', 'plaetze', 'belegt', 'quote', 'vnr', 'titel', 'fach', 'kreis', 'schulart', 'teilgenommen', 'entschuldigt'])
      .concat(['nichtErschienen', 'offen', 'nichtErschienenQuote', 'vtyp', 'warteliste', 'nachgerueckt', 'nichtZugelassen'])
      .concat(['angefragt', 'terminiert', 'abgelehnt'])
      // The workgroups' figures (workgroup-figures.spec.ts): states, months, districts and subjects with counts and hours.
      .concat(['arbeitsgruppen', 'jeStatus', 'status', 'gruppen', 'treffenJeMonat', 'gehalten', 'stundenJeKreis', 'stundenJeFach'])
      .concat(['mitglieder', 'teilnahmen', 'stunden']);
    expect([...keys].filter((key) => !allowed.includes(key))).toEqual([]);
    const text = JSON.stringify(answer);
    const [person] = await backend.db.query<{ uid: string; email: string; name: string }>(
      `SELECT u.uid, u.email, u.name FROM users u JOIN anmeldungen a ON a.uid = u.uid WHERE u.username = 'lehrkraft.iqsh' LIMIT 1`,
    );
    for (const value of [person.email, `"${person.uid}"`, person.name]) expect(text).not.toContain(value);
  });

  it('count a move-up from the waiting list, automatic or by the staff', async () => {
    const offer = await publishedOffer(backend, { termine: [{ inTagen: 40, plaetze: 1, wartelistePlaetze: 2 }] });
    const date = offer.termine[0];
    await bookedUser(backend, offer.vnr, date.id, 'zugelassen');
    const first = await bookedUser(backend, offer.vnr, date.id, 'warteliste');
    const second = await bookedUser(backend, offer.vnr, date.id, 'warteliste');
    const period = { von: day(39), bis: day(42) };
    const before = await figuresOf('controlling.iqsh', period);
    const idOf = async (uid: string) =>
      (await backend.db.query<{ id: number }>('SELECT id FROM anmeldungen WHERE uid = $1 AND termin_id = $2', [uid, date.id]))[0].id;
    const [admitted] = await backend.db.query<{ id: number }>(`SELECT id FROM anmeldungen WHERE termin_id = $1 AND status = 'zugelassen'`, [
      date.id,
    ]);
    // The admitted person is removed: the first on the waiting list moves up.
    const removed = await forms(`/api/v1/anmeldungen/${admitted.id}/status`, {
      body: { status: 'abgesagt', notiz: 'Test' },
      user: tokens['verwaltung.iqsh'],
    });
    expect(removed.status).toBe(200);
    // The staff give the second a seat they add by hand.
    await backend.db.query('UPDATE termine SET max_plaetze = 2 WHERE id = $1', [date.id]);
    expect(
      (await forms(`/api/v1/anmeldungen/${await idOf(second)}/status`, { body: { status: 'zugelassen' }, user: tokens['verwaltung.iqsh'] }))
        .status,
    ).toBe(200);
    const moved = await backend.db.query<{ uid: string }>(
      'SELECT uid FROM anmeldungen WHERE termin_id = $1 AND nachgerueckt_am IS NOT NULL',
      [date.id],
    );
    expect(moved.map((row) => row.uid).sort()).toEqual([first, second].sort());
    const after = await figuresOf('controlling.iqsh', period);
    expect(total(after.wartelisten, 'nachgerueckt') - total(before.wartelisten, 'nachgerueckt')).toBe(2);
    expect(total(after.wartelisten, 'warteliste') - total(before.wartelisten, 'warteliste')).toBe(-2);
  });

  it('download each figure as a workbook with the answer’s rows', async () => {
    const service = await serviceToken(backend, 'forms');
    const download = async (file: string, user: string) => {
      const url = new URL(`${backend.urls.forms}/api/v1/kennzahlen/${file}?${new URLSearchParams(PERIOD)}`);
      url.searchParams.set('scope', 'serviceformix');
      return fetch(url, { headers: { authorization: `Bearer ${service}`, 'x-user-authorization': `Bearer ${tokens[user]}` } });
    };
    const answer = await figuresOf('controlling.iqsh');
    const response = await download('auslastung-kreise.xlsx', 'controlling.iqsh');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`kennzahlen-auslastung-kreise-${PERIOD.von}-bis-${PERIOD.bis}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Kreis', 'Termine', 'Plätze', 'Belegte Plätze', 'Auslastung in %']);
    expect(sheet.rowCount - 1).toBe(answer.auslastung.jeKreis.length);
    const kiel = answer.auslastung.jeKreis.find((row) => row.kreis === 'kiel');
    const kielRow = sheet.getColumn(1).values.indexOf('Kiel');
    expect((sheet.getRow(kielRow).values as unknown[]).slice(2)).toEqual([
      kiel?.termine,
      kiel?.plaetze,
      kiel?.belegt,
      Math.round((kiel?.quote ?? 0) * 1000) / 10,
    ]);
    // The by-offer file lists every offer, not only the answer's biggest.
    const offers = await workbook.xlsx.load(await (await download('auslastung-angebote.xlsx', 'controlling.iqsh')).arrayBuffer());
    expect(offers.worksheets[0].rowCount - 1).toBe(answer.auslastung.jeAngebot.anzahl);
    for (const file of KENNZAHL_DATEIEN) {
      const each = await download(`${file}.xlsx`, 'controlling.iqsh');
      expect(each.status, file).toBe(200);
      await workbook.xlsx.load(await each.arrayBuffer());
    }
    expect((await download('personen.xlsx', 'controlling.iqsh')).status).toBe(404);
    expect((await download('teilnahme.xlsx', 'verwaltung.iqsh')).status).toBe(403);
  });
});
