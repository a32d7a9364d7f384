import type { Schulart } from '@fobu/api-contract';
import type { Tenant, WorkgroupState } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { insertWorkgroup } from '../forms/workgroups/workgroup-steps';

const DAY = 86_400_000;

/** A seeded group: its details, how many members (the demo teacher among the first two groups'), and its history's age. */
interface SeedGroup {
  titel: string;
  beschreibung: string;
  faecher: string[];
  schularten: Schulart[];
  status: WorkgroupState;
  mitglieder: number;
  /** Days since it was created. */
  alter: number;
}

const GROUPS: Record<Tenant, SeedGroup[]> = {
  iqsh: [
    {
      titel: 'Fachgruppe Mathematik Sekundarstufe I',
      beschreibung:
        'Die Fachgruppe entwickelt Aufgaben für den kompetenzorientierten Mathematikunterricht und bereitet die zentralen Abschlussprüfungen gemeinsam vor.',
      faecher: ['Mathematik'],
      schularten: ['Gemeinschaftsschule', 'Gymnasium'],
      status: 'aktiv',
      mitglieder: 12,
      alter: 400,
    },
    {
      titel: 'Arbeitskreis Inklusion Kreis Pinneberg',
      beschreibung:
        'Lehrkräfte aus Grund- und Gemeinschaftsschulen des Kreises tauschen sich über gemeinsames Lernen, Förderpläne und die Zusammenarbeit mit den Förderzentren aus.',
      faecher: ['Sonderpädagogik'],
      schularten: ['Grundschule', 'Gemeinschaftsschule', 'Förderzentrum'],
      status: 'aktiv',
      mitglieder: 9,
      alter: 250,
    },
    {
      titel: 'Kommission Leseförderung Grundschule',
      beschreibung:
        'Die Kommission sichtet Material zur Leseförderung und erprobt es an den Schulen ihrer Mitglieder. Sie ruht bis zum neuen Schuljahr.',
      faecher: ['Deutsch'],
      schularten: ['Grundschule'],
      status: 'ruhend',
      mitglieder: 6,
      alter: 600,
    },
    {
      titel: 'Netzwerk Medienkompetenz 2021–2024',
      beschreibung:
        'Das Netzwerk hat Unterrichtsbausteine zur Medienbildung erarbeitet. Seine Arbeit ist abgeschlossen; die Ergebnisse stehen im Fachportal.',
      faecher: ['Informatik', 'Medienbildung'],
      schularten: ['Gemeinschaftsschule', 'Gymnasium'],
      status: 'aufgeloest',
      mitglieder: 5,
      alter: 1200,
    },
  ],
  shibb: [
    {
      titel: 'Netzwerk Berufsorientierung',
      beschreibung:
        'Lehrkräfte der berufsbildenden Schulen und der Gemeinschaftsschulen stimmen Praktika, Berufsorientierungstage und die Zusammenarbeit mit den Betrieben ab.',
      faecher: ['Wirtschaft/Politik'],
      schularten: ['Berufsbildende Schule', 'Regionales Berufsbildungszentrum'],
      status: 'aktiv',
      mitglieder: 11,
      alter: 380,
    },
    {
      titel: 'Fachgruppe Pflege und Gesundheit',
      beschreibung:
        'Die Fachgruppe begleitet die generalistische Pflegeausbildung an den Schulen und entwickelt Lernsituationen für den praktischen Unterricht.',
      faecher: ['Pflege', 'Gesundheit'],
      schularten: ['Berufsbildende Schule'],
      status: 'aktiv',
      mitglieder: 8,
      alter: 200,
    },
    {
      titel: 'Arbeitskreis Berufssprache Deutsch',
      beschreibung:
        'Der Arbeitskreis sammelt Material zur Sprachförderung im Fachunterricht. Er ruht, bis die neue Handreichung erschienen ist.',
      faecher: ['Deutsch'],
      schularten: ['Regionales Berufsbildungszentrum'],
      status: 'ruhend',
      mitglieder: 6,
      alter: 500,
    },
    {
      titel: 'Kommission Prüfungsaufgaben Metalltechnik',
      beschreibung:
        'Die Kommission hat die landesweiten Prüfungsaufgaben für die Metallberufe erstellt. Sie ist aufgelöst; ihre Aufgaben übernimmt der Landesfachausschuss.',
      faecher: ['Metalltechnik'],
      schularten: ['Berufsbildende Schule'],
      status: 'aufgeloest',
      mitglieder: 5,
      alter: 1000,
    },
  ],
};

/** The uids of users of the tenant in this role: the demo account first, then the generated ones by uid. */
async function usersInRole(sql: Sql, mandant: Tenant, role: string): Promise<string[]> {
  const rows = await sql.query<{ uid: string }>(
    `SELECT u.uid FROM users u JOIN user_roles r ON r.uid = u.uid AND r.application = 'FOBU' AND r.status = 1 AND r.role = $2
      WHERE u.mandanten = ARRAY[$1]::text[] AND (u.username = $2 || '.' || $1 OR u.username LIKE 'u%')
      ORDER BY u.username = $2 || '.' || $1 DESC, u.uid`,
    [mandant, role],
  );
  return rows.map((row) => row.uid);
}

/**
 * Each tenant's workgroups (docs/workgroups.md): two active, one resting, one dissolved; led by the
 * demo organiser and generated ones, with generated teachers as members and the demo teacher in the
 * two active groups, so that a demo sign-in shows them. Their history: created, members added, the state.
 */
export async function seedWorkgroups(sql: Sql, mandant: Tenant, now: Date): Promise<void> {
  const organisers = await usersInRole(sql, mandant, 'veranstaltungsleiter');
  const teachers = await usersInRole(sql, mandant, 'lehrkraft');
  let nextTeacher = 1;
  for (const [index, group] of GROUPS[mandant].entries()) {
    const leads = index % 2 === 0 ? [organisers[0], organisers[index + 1]] : [organisers[index + 1]];
    const actor = { uid: leads[0], role: 'veranstaltungsleiter' as const, mandant };
    const id = await insertWorkgroup(sql, actor, { ...group, leitung: leads }, leads);
    const members = teachers.slice(nextTeacher, nextTeacher + group.mitglieder - (index < 2 ? 1 : 0));
    nextTeacher += members.length;
    if (index < 2) members.unshift(teachers[0]);
    const created = new Date(now.getTime() - group.alter * DAY);
    await sql.query(
      `INSERT INTO arbeitsgruppe_mitglieder (gruppe_id, uid, dstnr, seit)
       SELECT $1, u.uid, u.dstnr, $3::timestamptz + make_interval(days => m.n::int) FROM unnest($2::text[]) WITH ORDINALITY m(uid, n) JOIN users u ON u.uid = m.uid`,
      [id, members, created],
    );
    await sql.query(
      `INSERT INTO arbeitsgruppe_historie (gruppe_id, uid, rolle, am, aktion, details)
       SELECT $1::int, $2::text, 'veranstaltungsleiter', $3::timestamptz, 'gruppe_angelegt', jsonb_build_object('titel', $4::text, 'status', 'aktiv')
       UNION ALL
       SELECT $1::int, $2::text, 'veranstaltungsleiter', m.seit, 'mitglied_hinzugefuegt',
              jsonb_build_object('mitgliedId', m.id, 'uid', m.uid, 'name', u.vorname || ' ' || u.name, 'kontoFehlt', false)
         FROM arbeitsgruppe_mitglieder m JOIN users u ON u.uid = m.uid WHERE m.gruppe_id = $1
       UNION ALL
       SELECT $1::int, $2::text, 'veranstaltungsleiter', $5::timestamptz, 'status_geaendert', jsonb_build_object('vorher', 'aktiv', 'nachher', $6::text)
        WHERE $6::text <> 'aktiv'
       ORDER BY 4`,
      [id, leads[0], created, group.titel, new Date(now.getTime() - 30 * DAY), group.status],
    );
  }
}
