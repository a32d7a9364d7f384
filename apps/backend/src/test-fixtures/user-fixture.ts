import { BOOKING_STATES, TENANTS } from '@fobu/domain';
import { type Schulart } from '@fobu/api-contract';
import { z } from 'zod';
import { DEMO_COST, hashPassword } from '../auth/crypto';
import type { Sql } from '@fobu/server-sql';
import { nextKey } from '../db/keys';
import { DEMO_PASSWORD } from '../idp/sign-in/demo-accounts';
import { insertSchools, insertUsers } from '../seed/seed-rows';
import { insertBookings, notifyApprovalsDue, notifyBookingStates, recountSeats } from '../seed/booking-rows';

const DAY = 86_400_000;

export const UserInput = z.object({
  mandant: z.enum(TENANTS).default('iqsh'),
  /** FOBU roles, active, in this order; the first is the active one. */
  rollen: z.array(z.string()).min(1).default(['lehrkraft']),
  /** The user's school; without it a new school of the tenant in Kiel. */
  schule: z.string().optional(),
  /** The user leads their school: approvals and on-demand requests are theirs. */
  schulleitung: z.boolean().default(false),
  vorname: z.string().default('Tessa'),
  /** Bookings the user already holds, with their notifications as the seed writes them. */
  anmeldungen: z
    .array(
      z.object({
        terminId: z.number().int().nullable().default(null),
        vnr: z.string(),
        status: z.enum(BOOKING_STATES),
        /** Attendance recorded per session (index = session), by the date's organiser. */
        anwesenheit: z.array(z.enum(['teilgenommen', 'nicht_erschienen', 'entschuldigt'])).default([]),
      }),
    )
    .default([]),
});

let passwordHash: Promise<string> | undefined;
/** The demo password's hash, made once: hashing is slow by design, and every fixture user has that password. */
const demoPasswordHash = () => (passwordHash ??= hashPassword(DEMO_PASSWORD, DEMO_COST));

/** The fixture user's school: the one named, or a new school of the tenant in Kiel. */
async function schoolOf(sql: Sql, input: z.output<typeof UserInput>, name: string): Promise<string> {
  if (input.schule) return input.schule;
  const dstnr = await nextKey(sql, 'schulen', 'dstnr', '08');
  const schulart: Schulart = input.mandant === 'iqsh' ? 'Gemeinschaftsschule' : 'Berufsbildende Schule';
  await insertSchools(sql, [
    {
      dstnr,
      name: `${schulart} ${name}`,
      schulart,
      kreis: 'kiel',
      ort: 'Kiel',
      adresse: 'Schulstraße 1, Kiel',
      schulleitung_uid: null,
      schultraeger: 'Stadt Kiel',
      mandant: input.mandant,
    },
  ]);
  return dstnr;
}

/** The bookings a fixture user already holds, with their notifications as the seed writes them. */
async function insertFixtureBookings(sql: Sql, uid: string, input: z.output<typeof UserInput>) {
  const at = new Date(Date.now() - DAY);
  await insertBookings(
    sql,
    input.anmeldungen.map((b) => ({
      vnr: b.vnr,
      termin_id: b.terminId,
      uid,
      status: b.status,
      rolle: input.rollen[0],
      angemeldet_am: at,
    })),
  );
  await recountSeats(
    sql,
    input.anmeldungen.flatMap((b) => (b.terminId === null ? [] : [b.terminId])),
  );
  await insertFixtureAttendance(sql, uid, input);
  const own = { where: (n: number) => `a.uid = $${n}`, params: [uid] };
  await notifyBookingStates(sql, own);
  await notifyApprovalsDue(sql, own);
}

/** The attendance given per session of the user's bookings, as the date's organiser records it. */
async function insertFixtureAttendance(sql: Sql, uid: string, input: z.output<typeof UserInput>) {
  for (const booking of input.anmeldungen) {
    if (booking.terminId === null || booking.anwesenheit.length === 0) continue;
    await sql.query(
      `INSERT INTO anwesenheiten (anmeldung_id, sitzung, status, erfasst_am, erfasst_von)
       SELECT a.id, s.n - 1, s.status, t.ende, g.leitung_uid
         FROM anmeldungen a JOIN termine t ON t.id = a.termin_id JOIN angebote g ON g.vnr = a.vnr, unnest($3::text[]) WITH ORDINALITY AS s(status, n)
        WHERE a.uid = $1 AND a.termin_id = $2`,
      [uid, booking.terminId, booking.anwesenheit],
    );
  }
}

/** Writes a user with their school and bookings, with fresh numbers; they sign in with the demo password. */
export async function createUser(sql: Sql, input: z.output<typeof UserInput>) {
  const uid = await nextKey(sql, 'users', 'uid', '9');
  const username = `test.${uid}`;
  const email = `${username}@schule.example`;
  const name = `Test-${uid}`;
  const dstnr = await schoolOf(sql, input, name);
  await insertUsers(
    sql,
    [
      {
        uid,
        username,
        email,
        salutation: 'Frau',
        vorname: input.vorname,
        name,
        dstnr,
        mandant: input.mandant,
        roles: input.rollen.map((role) => ({
          application: 'FOBU',
          role,
          status: 1,
        })),
        hint: null,
      },
    ],
    await demoPasswordHash(),
  );
  if (input.schulleitung) await sql.query('UPDATE schulen SET schulleitung_uid = $2 WHERE dstnr = $1', [dstnr, uid]);
  if (input.anmeldungen.length > 0) await insertFixtureBookings(sql, uid, input);
  return {
    uid,
    benutzername: username,
    email,
    passwort: DEMO_PASSWORD,
    vorname: input.vorname,
    name,
    dstnr,
    mandant: input.mandant,
  };
}
