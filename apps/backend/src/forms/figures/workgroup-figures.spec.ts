import { DienstpostenUebersichtSchema, KennzahlenSchema, type ArbeitsgruppenKennzahlen, type Kennzahlen } from '@fobu/api-contract';
import ExcelJS from 'exceljs';
import type { RunningBackend } from '../../server';
import { formsBackendWith, people } from '../../test-support/date-work';
import { serviceToken, testFixture, type serviceClient } from '../../test-support/harness';
import type { WorkgroupFigureInput } from '../../test-fixtures/workgroup-figure-fixtures';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
const tokens: Record<string, string> = {};
beforeAll(async () => ({ backend, forms, who } = await formsBackendWith(tokens, ['controlling.iqsh', 'controlling.shibb'])));
afterAll(() => backend?.close());

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const PERIOD = { von: day(-90), bis: day(30) };
const fixture = <T>(path: string, body: unknown) => testFixture<T>(backend, path, body);
const workgroup = (input: WorkgroupFigureInput) => fixture<{ id: number; vnr: string }>('kennzahlen/arbeitsgruppe', input);

async function figuresOf(user: string, query: Record<string, string> = PERIOD): Promise<Kennzahlen & { text: string }> {
  const answer = await forms(`/api/v1/kennzahlen?${new URLSearchParams(query)}`, { user: tokens[user] ?? user });
  expect(answer.status).toBe(200);
  return { ...KennzahlenSchema.parse(answer.json), text: JSON.stringify(answer.json) };
}
const groupsOf = (figures: Kennzahlen): ArbeitsgruppenKennzahlen => {
  if (!figures.arbeitsgruppen) throw new Error('no workgroup figures');
  return figures.arbeitsgruppen;
};
const sum = <T>(rows: readonly T[], field: keyof T) => rows.reduce((total, row) => total + Number(row[field]), 0);
/** The difference of a row's field between two answers; the row picked by `pick`. */
const grown = <T>(before: readonly T[], after: readonly T[], pick: (row: T) => boolean, field: keyof T) =>
  Number(after.find(pick)?.[field] ?? 0) - Number(before.find(pick)?.[field] ?? 0);

/** The offers' figures of an answer: all but the workgroups'. */
const offersOf = ({ anmeldungenJeMonat, auslastung, teilnahme, stornierungen, wartelisten, abrufanfragen }: Kennzahlen) => ({
  anmeldungenJeMonat,
  auslastung,
  teilnahme,
  stornierungen,
  wartelisten,
  abrufanfragen,
});

/** Two teachers of schools in Plön and Steinburg, and one of the other tenant. */
async function teachers() {
  const ploen = await fixture<{ dstnr: string }>('schulen', { kreis: 'ploen' });
  const steinburg = await fixture<{ dstnr: string }>('schulen', { kreis: 'steinburg' });
  const anna = await fixture<{ uid: string; benutzername: string }>('benutzer', { schule: ploen.dstnr, vorname: 'Annegret' });
  const bernd = await fixture<{ uid: string; benutzername: string }>('benutzer', { schule: steinburg.dstnr, vorname: 'Berndine' });
  const other = await fixture<{ uid: string }>('benutzer', { mandant: 'shibb' });
  return { ploen: ploen.dstnr, steinburg: steinburg.dstnr, anna, bernd, other };
}

describe('the workgroups’ figures', { timeout: 60_000 }, () => {
  let people: Awaited<ReturnType<typeof teachers>>;
  let before: Kennzahlen & { text: string };
  let after: Kennzahlen & { text: string };

  beforeAll(async () => {
    people = await teachers();
    const { anna, bernd, other } = people;
    before = await figuresOf('controlling.iqsh');
    // Active, two subjects: two meetings held (3 h and 2 h), one cancelled, one ahead.
    await workgroup({
      faecher: ['Mathematik', 'Physik'],
      mitglieder: [{ uid: anna.uid }, { uid: bernd.uid }],
      treffen: [
        { inTagen: -10, stunden: 1.5, sitzungen: 2, teilgenommen: [anna.uid, bernd.uid] },
        { inTagen: -20, stunden: 2, teilgenommen: [anna.uid], nichtErschienen: [bernd.uid] },
        { inTagen: -5, abgesagt: true, teilgenommen: [anna.uid] },
        { inTagen: 10 },
      ],
    });
    // Resting, no subject: a meeting of 1 h held in Steinburg before it rested.
    await workgroup({
      status: 'ruhend',
      mitglieder: [{ uid: bernd.uid }],
      treffen: [{ inTagen: -15, stunden: 1, kreis: 'steinburg', teilgenommen: [bernd.uid] }],
    });
    // Dissolved: its meeting was held, and still counts; its members no longer do at the duty post.
    await workgroup({
      status: 'aufgeloest',
      faecher: ['Deutsch'],
      mitglieder: [{ uid: anna.uid }],
      treffen: [{ inTagen: -30, teilgenommen: [anna.uid] }],
    });
    // Dissolved before the period: not counted.
    const old = await workgroup({ status: 'aufgeloest' });
    await backend.db.query(
      `UPDATE arbeitsgruppen SET erstellt_am = now() - interval '2 years', geaendert_am = now() - interval '1 year' WHERE id = $1`,
      [old.id],
    );
    // The other tenant's.
    await workgroup({ mandant: 'shibb', mitglieder: [{ uid: other.uid }], treffen: [{ inTagen: -10, teilgenommen: [other.uid] }] });
    after = await figuresOf('controlling.iqsh');
  });

  it('count the groups by state and the meetings held and cancelled, of the own tenant', () => {
    const [was, is] = [groupsOf(before), groupsOf(after)];
    expect(is.jeStatus.map((row) => row.status)).toEqual(['aktiv', 'ruhend', 'aufgeloest']);
    for (const status of ['aktiv', 'ruhend', 'aufgeloest'] as const) {
      expect(
        grown(was.jeStatus, is.jeStatus, (row) => row.status === status, 'gruppen'),
        status,
      ).toBe(1);
    }
    // Held: over and not cancelled (the one ahead is neither).
    expect(sum(is.treffenJeMonat, 'gehalten') - sum(was.treffenJeMonat, 'gehalten')).toBe(4);
    expect(sum(is.treffenJeMonat, 'abgesagt') - sum(was.treffenJeMonat, 'abgesagt')).toBe(1);
  });

  it('sum member-hours by the district of the member’s school, without cancelled meetings or absences', () => {
    const [was, is] = [groupsOf(before), groupsOf(after)];
    const ploen = (row: { kreis: string | null }) => row.kreis === 'ploen';
    const steinburg = (row: { kreis: string | null }) => row.kreis === 'steinburg';
    // Anna (Plön): 3 h + 2 h + the dissolved group's 2 h; the cancelled meeting does not count.
    expect(grown(was.stundenJeKreis, is.stundenJeKreis, ploen, 'stunden')).toBe(7);
    expect(grown(was.stundenJeKreis, is.stundenJeKreis, ploen, 'teilnahmen')).toBe(3);
    expect(grown(was.stundenJeKreis, is.stundenJeKreis, ploen, 'mitglieder')).toBe(1);
    // Bernd (Steinburg): 3 h and the resting group's 1 h; not the meeting he missed.
    expect(grown(was.stundenJeKreis, is.stundenJeKreis, steinburg, 'stunden')).toBe(4);
    expect(grown(was.stundenJeKreis, is.stundenJeKreis, steinburg, 'teilnahmen')).toBe(2);
  });

  it('count a group’s hours under each of its subjects, and a group without subjects under none', () => {
    const [was, is] = [groupsOf(before), groupsOf(after)];
    const subject = (fach: string | null) => (row: { fach: string | null }) => row.fach === fach;
    expect(grown(was.stundenJeFach, is.stundenJeFach, subject('Mathematik'), 'stunden')).toBe(8);
    expect(grown(was.stundenJeFach, is.stundenJeFach, subject('Physik'), 'stunden')).toBe(8);
    expect(grown(was.stundenJeFach, is.stundenJeFach, subject('Deutsch'), 'stunden')).toBe(2);
    expect(grown(was.stundenJeFach, is.stundenJeFach, subject(null), 'stunden')).toBe(1);
  });

  it('keep to the district asked for, and leave the offers’ figures as they were', async () => {
    const steinburg = groupsOf(await figuresOf('controlling.iqsh', { ...PERIOD, kreis: 'steinburg' }));
    expect(steinburg.stundenJeKreis.map((row) => row.kreis)).toEqual(['steinburg']);
    expect(sum(steinburg.treffenJeMonat, 'gehalten')).toBe(1);
    // Meetings are no offer's dates: bookings, seats, attendance and waiting lists do not change.
    expect(offersOf(after)).toEqual(offersOf(before));
  });

  it('count the other tenant’s group for its controlling only', async () => {
    const shibb = groupsOf(await figuresOf('controlling.shibb'));
    expect(shibb.jeStatus.find((row) => row.status === 'aktiv')?.gruppen).toBeGreaterThanOrEqual(1);
    expect(sum(shibb.stundenJeKreis, 'teilnahmen')).toBeGreaterThanOrEqual(1);
    // The iqsh answer grew by its own attendances only (3 of Anna, 2 of Bernd).
    expect(sum(groupsOf(after).stundenJeKreis, 'teilnahmen') - sum(groupsOf(before).stundenJeKreis, 'teilnahmen')).toBe(5);
  });

  it('name no person, neither in the answer nor in the workbooks', async () => {
    const service = await serviceToken(backend, 'forms');
    const names = [people.anna.uid, people.bernd.uid, people.anna.benutzername, 'Annegret', 'Berndine', 'Kennzahlen-Arbeitsgruppe'];
    for (const name of names) expect(after.text, name).not.toContain(name);
    for (const file of ['arbeitsgruppen', 'arbeitsgruppen-treffen', 'arbeitsgruppen-kreise', 'arbeitsgruppen-faecher']) {
      const url = new URL(`${backend.urls.forms}/api/v1/kennzahlen/${file}.xlsx?${new URLSearchParams(PERIOD)}`);
      url.searchParams.set('scope', 'serviceformix');
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${service}`, 'x-user-authorization': `Bearer ${tokens['controlling.iqsh']}` },
      });
      expect(response.status, file).toBe(200);
      const workbook = await new ExcelJS.Workbook().xlsx.load(await response.arrayBuffer());
      const cells = JSON.stringify(workbook.worksheets[0].getSheetValues());
      for (const name of names) expect(cells, `${file}: ${name}`).not.toContain(name);
      if (file === 'arbeitsgruppen-kreise') {
        const sheet = workbook.worksheets[0];
        expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
          'Kreis der Schule',
          'Mitglieder',
          'Teilnahmen',
          'Mitgliederstunden',
        ]);
        const ploen = groupsOf(after).stundenJeKreis.find((row) => row.kreis === 'ploen');
        const row = sheet.getColumn(1).values.indexOf('Plön');
        expect((sheet.getRow(row).values as unknown[]).slice(2)).toEqual([ploen?.mitglieder, ploen?.teilnahmen, ploen?.stunden]);
      }
    }
  });

  it('show the duty post its schools’ members and hours, not the dissolved group’s members, and no person', async () => {
    const office = await fixture<{ dstnr: string }>('dienststellen', { kreise: ['ploen', 'steinburg'] });
    const dutyPost = await who.withRoles(['dienstposten'], { schule: office.dstnr });
    const answer = await forms(`/api/v1/dienstposten/uebersicht?von=${PERIOD.von}&bis=${PERIOD.bis}`, { user: dutyPost.token });
    expect(answer.status).toBe(200);
    const schools = DienstpostenUebersichtSchema.parse(answer.json).arbeitsgruppen ?? [];
    // Anna's dissolved group does not count among her groups; her hours include the dissolved group's meeting.
    expect(schools.find((row) => row.dstnr === people.ploen)).toMatchObject({ kreis: 'Plön', mitglieder: 1, gruppen: 1, stunden: 7 });
    expect(schools.find((row) => row.dstnr === people.steinburg)).toMatchObject({
      kreis: 'Steinburg',
      mitglieder: 1,
      gruppen: 2,
      stunden: 4,
    });
    const text = JSON.stringify(answer.json);
    for (const name of [people.anna.uid, 'Annegret', 'Berndine', 'Kennzahlen-Arbeitsgruppe']) expect(text).not.toContain(name);
  });
});
