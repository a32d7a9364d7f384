import { TENANTS, type Tenant } from '@fobu/domain';
import { KREISE } from '@fobu/api-contract';
import { DEMO_COST, hashPassword } from '../auth/crypto';
import { insertRows } from '../db/bulk';
import type { Db, Sql } from '@fobu/server-sql';
import { DEMO_PASSWORD } from '../idp/sign-in/demo-accounts';
import { sendDueReminders } from '../notification/reminders';
import { bookingsToInvite, inviteToEvaluate } from '../forms/evaluation/evaluation-invitations';
import { DIENSTSTELLEN, insertDienststellen } from './dienststellen';
import { drawBookings } from './seed-bookings';
import { drawOffers, type SeedOffers } from './seed-offers';
import { prng } from './seed-random';
import { insertDates, insertOffers, insertUsers } from './seed-rows';
import { insertBookings, insertOnDemandRequest, notifyApprovalsDue, notifyBookingStates, recountSeats } from './booking-rows';
import { demoSchools, drawSchools, insertSeedSchools } from './seed-schools';
import { drawUsers } from './seed-users';
import { seedAttendance } from './seed-attendance';
import { seedWorkgroups } from './seed-workgroups';

const DAY = 86_400_000;

export interface SeedOptions {
  /** Offers per tenant: iqsh gets this many, shibb half. Default 1,400 (2,100 in all). */
  offers?: number;
  /** Generated teachers per tenant besides the demo users. */
  teachers?: number;
  now?: Date;
  /** Without `now`: write the seed as if today were this many days later (negative: earlier; SEED_DAY_OFFSET). */
  dayOffset?: number;
}

export interface SeedSummary {
  users: number;
  schools: number;
  offers: number;
  dates: number;
  bookings: number;
}

const TABLES = [
  'einladungs_emails',
  'dienststellen',
  'benachrichtigungen',
  'abrufanfragen',
  'anmeldungen',
  'termine',
  'angebote',
  'referenten',
  'login_attempts',
  'oauth_tokens',
  'oauth_codes',
  'user_roles',
  'users',
  'schulen',
  'kreise',
];

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return row.n > 0;
}

/** Deletes all business data and users, then writes the seed; one transaction. OAuth clients stay. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  return db.tx(async (sql) => {
    await sql.query(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`);
    return writeSeed(sql, options);
  });
}

/** Writes the offers and their dates; archived offers as the archive sweep leaves them. */
async function insertSeedOffers(sql: Sql, drawn: SeedOffers): Promise<void> {
  await insertOffers(sql, drawn.offerRows);
  // Every other course, the first of each tenant among them, leaves the finish to its participants.
  await sql.query(`UPDATE angebote g SET selbstabschluss = true
    FROM (SELECT vnr, row_number() OVER (PARTITION BY mandant ORDER BY vnr) AS n FROM angebote WHERE vtyp = 'SLK') s
   WHERE g.vnr = s.vnr AND s.n % 2 = 1`);
  await insertDates(sql, drawn.dateRows);
  // Archived as the archive sweep does it (docs/archive.md): 180 days after their last date.
  await sql.query(`UPDATE angebote SET archiviert_am = letzter_termin + interval '180 days' WHERE status = 'archiviert'`);
  await sql.query(`SELECT setval(pg_get_serial_sequence('termine', 'id'), $1)`, [drawn.lastDateId]);
  // The speakers' directory from the offers' names, as the migration made it of the offers before it
  // (docs/people-and-settings.md, "Speakers' directory"); two in three of them agreed to be listed.
  await sql.query('SELECT referenten_aus_namen()');
  await sql.query('UPDATE referenten SET gelistet = (id % 3 <> 0)');
}

/** What the services would have written about the seeded bookings: notifications, reminders, requests, review history. */
async function finishSeed(sql: Sql, demoSchool: Record<Tenant, string>, now: Date): Promise<void> {
  await recountSeats(sql); // the trigger termine_seat_status marks full dates
  await notifyBookingStates(sql, {
    where: () => `a.uid IN ('1001', '1901', '2001', '2901') OR a.id % 7 = 0`,
  });
  // School heads were told of each staff booking that waits for their approval.
  await notifyApprovalsDue(sql, { where: () => 'true' });
  // The reminders now due, which the reminder sweep would write at the first start: seeded like
  // the notifications above, so that the start sends none of them as e-mail.
  await sendDueReminders(sql);
  // The same for the invitations to evaluate the dates that ended in the last days (the seed has no answers yet).
  await inviteToEvaluate(sql, await bookingsToInvite(sql));
  await sql.query(`UPDATE benachrichtigungen SET email_status = 'nicht_gewuenscht' WHERE art IN ('erinnerung', 'bewertung')`);
  for (const mandant of TENANTS) await seedAbrufanfragen(sql, mandant, demoSchool[mandant], now);
  for (const mandant of TENANTS) await seedWorkgroups(sql, mandant, now);
  // Offers under review were written and submitted by their organisers, 1 to 20 days ago by their
  // number: the review queue lists the longest waiting first.
  await sql.query(
    `INSERT INTO angebot_historie (vnr, uid, rolle, aktion, am)
     SELECT g.vnr, g.leitung_uid, 'veranstaltungsleiter', s.aktion, $1::timestamptz - make_interval(days => right(g.vnr, 3)::int % 20 + s.tage)
       FROM angebote g CROSS JOIN (VALUES ('angelegt', 15), ('einreichen', 1)) s(aktion, tage)
      WHERE g.status = 'zur_pruefung' ORDER BY g.vnr, s.tage DESC`,
    [now],
  );
}

async function writeSeed(sql: Sql, options: SeedOptions): Promise<SeedSummary> {
  const rnd = prng(4711);
  const now = options.now ?? new Date(Date.now() + (options.dayOffset ?? 0) * DAY);
  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  const passwordHash = await hashPassword(DEMO_PASSWORD, DEMO_COST);

  await insertRows(
    sql,
    'kreise',
    ['key', 'name', 'art'],
    KREISE.map((k) => [k.key, k.name, k.art]),
  );
  await insertDienststellen(sql, DIENSTSTELLEN);
  const schools = drawSchools(rnd);
  const demoSchool = demoSchools(schools);
  const people = drawUsers(rnd, schools, demoSchool, options.teachers ?? 300);
  await insertSeedSchools(sql, rnd, schools, people.users);
  await insertUsers(sql, people.users, passwordHash);
  const offers = drawOffers(rnd, { now, today, offersIqsh: options.offers ?? 1400, organisers: people.organisers, schools });
  await insertSeedOffers(sql, offers);
  await insertBookings(sql, drawBookings(rnd, offers, people.teachers, now, today));
  await seedAttendance(sql, now);
  await finishSeed(sql, demoSchool, now);

  // PGlite has no autovacuum to gather planner statistics; without them the planner guessed 7 rows where the date search read 1,705.
  await sql.query('ANALYZE');
  const count = async (table: string) => (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  return {
    users: await count('users'),
    schools: await count('schulen'),
    offers: await count('angebote'),
    dates: await count('termine'),
    bookings: await count('anmeldungen'),
  };
}

/**
 * The demo school's on-demand requests, one in each state: one still open, one agreed (an ABRUF date
 * not yet open for booking becomes the school's own date, bookable now), one declined with a reason.
 */
async function seedAbrufanfragen(sql: Sql, mandant: Tenant, school: string, now: Date): Promise<void> {
  const offers = await sql.query<{ vnr: string }>(
    `SELECT vnr FROM angebote WHERE mandant = $1 AND vtyp = 'ABRUF' AND status = 'veroeffentlicht' ORDER BY vnr LIMIT 3`,
    [mandant],
  );
  const [agreed] = await sql.query<{ id: number; vnr: string }>(
    `UPDATE termine SET schule_dstnr = $2, status = 'buchbar', anmeldebeginn = $3::timestamptz - interval '3 days'
      WHERE id = (SELECT t.id FROM termine t JOIN angebote g ON g.vnr = t.vnr
                   WHERE t.mandant = $1 AND g.vtyp = 'ABRUF' AND g.status = 'veroeffentlicht' AND t.status = 'geplant' AND t.anmeldeschluss > $3::timestamptz + interval '14 days'
                   ORDER BY t.beginn LIMIT 1)
      RETURNING id, vnr`,
    [mandant, school, now],
  );
  const [{ uid }] = await sql.query<{ uid: string }>('SELECT uid FROM users WHERE username = $1', [`schulleitung.${mandant}`]);
  const request = { dstnr: school, uid, terminId: null, begruendung: null };
  await insertOnDemandRequest(
    sql,
    {
      ...request,
      vnr: offers[0].vnr,
      wishDays: [45, 52, 59],
      teilnehmende: 24,
      hinweis: 'Gern an einem Nachmittag für das ganze Kollegium, ab 14 Uhr.',
      status: 'angefragt',
      daysAgo: 4,
    },
    now,
  );
  if (agreed)
    await insertOnDemandRequest(
      sql,
      {
        ...request,
        vnr: agreed.vnr,
        wishDays: [30, 37],
        teilnehmende: 18,
        hinweis: 'Für die Fachschaft, in unserer Aula.',
        status: 'terminiert',
        terminId: agreed.id,
        daysAgo: 40,
      },
      now,
    );
  await insertOnDemandRequest(
    sql,
    {
      ...request,
      vnr: offers[2].vnr,
      wishDays: [20],
      teilnehmende: 60,
      hinweis: '',
      status: 'abgelehnt',
      daysAgo: 25,
      begruendung:
        'Zum Wunschtermin steht leider keine Referentin zur Verfügung. Bitte fragen Sie einen Termin ab dem nächsten Halbjahr erneut an.',
    },
    now,
  );
}
