import { BOOKING_ROLES, TENANTS, type Tenant } from '@fobu/domain';
import { type Schulart } from '@fobu/api-contract';
import { BOOKING_STATES } from '@fobu/domain';
import type { Hono } from 'hono';
import { z } from 'zod';
import { DEMO_COST, hashPassword } from '../auth/crypto';
import { fillArchive } from '../db/archive-offers';
import { addFigureFixtures } from './figures/figure-fixtures';
import { archiveDueOffers } from '../forms/archive/archive-sweep';
import type { Db, Sql } from '../db/db';
import { DEMO_PASSWORD } from '../db/demo-users';
import { nextKey } from '../db/keys';
import {
  dateDeadlines,
  insertBookings,
  insertDates,
  insertOffers,
  insertOnDemandRequest,
  insertSchools,
  insertUsers,
  notifyApprovalsDue,
  notifyBookingStates,
  offerSearchText,
  platformLink,
  recountSeats,
  type DateRow,
  type Vtyp,
} from '../db/seed-rows';
import { jsonBody } from '../http/app';
import { validate } from '../http/errors';
import { addDutyPostFixtures } from './duty-post/duty-post-fixtures';

/**
 * TEST ONLY. Endpoints that make the data an end-to-end test changes: an offer with its dates, a
 * user with their school and bookings, each with fresh numbers, written with the seed's own
 * helpers (db/seed-rows.ts). Served only with BACKEND_TEST_FIXTURES=1 (docs/backend.md); without it
 * these paths do not exist (404). A later issue gives organisers an API to write offers.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

const DateInput = z.object({
  /** Begins this many days from now, at 09:00 UTC of that day. */
  inTagen: z.number().default(30),
  /** Begins this many minutes from now instead (negative: has begun), for what a date's start allows. */
  beginntInMinuten: z.number().int().optional(),
  /** Sessions of four hours each, one a day from the start. */
  sitzungen: z.number().int().min(1).max(5).default(1),
  plaetze: z.number().int().min(1).default(20),
  wartelistePlaetze: z.number().int().min(0).default(5),
  genehmigungErforderlich: z.boolean().default(false),
  /** A date only this school's staff book (an agreed on-demand date). */
  schule: z.string().optional(),
});

const OfferInput = z.object({
  mandant: z.enum(TENANTS).default('iqsh'),
  vtyp: z.enum(['TERMIN', 'ABRUF', 'SLK']).default('TERMIN'),
  /** The title begins so; the offer number follows, which keeps it unique. */
  titel: z.string().default('Testangebot'),
  zielgruppen: z.array(z.string()).default([...BOOKING_ROLES]),
  selbstabschluss: z.boolean().default(false),
  termine: z.array(DateInput).default([]),
  /** The organiser who leads it (a user's uid); default the tenant's demo organiser. */
  leitung: z.string().optional(),
  /** The request of a school for this on-demand offer, by its head; `terminiert` names the offer's first date. */
  anfrage: z
    .object({
      schule: z.string(),
      status: z.enum(['angefragt', 'terminiert', 'abgelehnt']),
      begruendung: z.string().optional(),
    })
    .optional(),
});

const UserInput = z.object({
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
      }),
    )
    .default([]),
});

let passwordHash: Promise<string> | undefined;
/** The demo password's hash, made once: hashing is slow by design, and every fixture user has that password. */
const demoPasswordHash = () => (passwordHash ??= hashPassword(DEMO_PASSWORD, DEMO_COST));

/** Adds the fixture endpoints to a service's app. */
export function addTestFixtures(app: Hono, db: Db): void {
  addDutyPostFixtures(app, db);
  app.post('/test-fixtures/angebote', async (c) => {
    const input = validate(OfferInput, await jsonBody(c));
    return c.json(await db.tx((sql) => createOffer(sql, input)), 201);
  });
  // Years of archived offers, until the tenant has `gesamt` (the benchmark's 20,000; db/archive-offers.ts).
  app.post('/test-fixtures/archiv', async (c) => {
    const { mandant, gesamt } = validate(
      z.object({ mandant: z.enum(TENANTS), gesamt: z.number().int().min(1).max(100_000) }),
      await jsonBody(c),
    );
    return c.json({ angebote: await fillArchive(db, mandant, gesamt) }, 201);
  });
  // The archive sweep for one offer whose dates have ended (no waiting period): archived as the sweep does it.
  app.post('/test-fixtures/archivieren', async (c) => {
    const { vnr } = validate(z.object({ vnr: z.string() }), await jsonBody(c));
    return c.json({ archiviert: await archiveDueOffers(db, 0, vnr) }, 201);
  });
  app.post('/test-fixtures/benutzer', async (c) => {
    const input = validate(UserInput, await jsonBody(c));
    return c.json(await db.tx((sql) => createUser(sql, input)), 201);
  });
  // Ends the user's access tokens now, as time would: the next call needs the refresh token.
  app.post('/test-fixtures/token-ablauf', async (c) => {
    const { benutzername } = validate(z.object({ benutzername: z.string() }), await jsonBody(c));
    await db.query(
      `UPDATE oauth_tokens SET access_expires_at = now() - interval '1 second' WHERE uid = (SELECT uid FROM users WHERE username = $1)`,
      [benutzername],
    );
    return c.body(null, 204);
  });
  // Moves the user's last use of their sign-in this many seconds back, as a pause would.
  app.post('/test-fixtures/leerlauf', async (c) => {
    const { benutzername, sekunden } = validate(
      z.object({ benutzername: z.string(), sekunden: z.number().int().positive() }),
      await jsonBody(c),
    );
    await db.query(
      `UPDATE oauth_tokens SET last_active_at = last_active_at - make_interval(secs => $2) WHERE uid = (SELECT uid FROM users WHERE username = $1)`,
      [benutzername, sekunden],
    );
    return c.body(null, 204);
  });
  addFigureFixtures(app, db);
}

async function organiserOf(sql: Sql, mandant: Tenant): Promise<string> {
  const [row] = await sql.query<{ uid: string }>('SELECT uid FROM users WHERE username = $1', [`veranstaltungsleiter.${mandant}`]);
  return row.uid;
}

async function createOffer(sql: Sql, input: z.output<typeof OfferInput>) {
  const now = new Date();
  const vnr = await nextKey(sql, 'angebote', 'vnr', input.mandant === 'iqsh' ? 'IQ9' : 'SB9');
  const titel = `${input.titel} ${vnr}`;
  const vtyp: Vtyp = input.vtyp;
  const dates: DateRow[] = [];
  for (const [index, date] of input.termine.entries()) {
    const [{ id }] = await sql.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('termine', 'id'))::int AS id`);
    const day = new Date(now.getTime() + date.inTagen * DAY);
    day.setUTCHours(0, 0, 0, 0);
    const beginn =
      date.beginntInMinuten === undefined ? new Date(day.getTime() + 9 * HOUR) : new Date(now.getTime() + date.beginntInMinuten * 60_000);
    const sessions = Array.from({ length: date.sitzungen }, (_, i) => ({
      beginn: new Date(beginn.getTime() + i * DAY),
      ende: new Date(beginn.getTime() + i * DAY + 4 * HOUR),
    }));
    const ende = sessions[sessions.length - 1].ende;
    dates.push({
      id,
      vnr,
      mandant: input.mandant,
      beginn,
      ende,
      sitzungen: JSON.stringify(sessions.map((session) => ({ beginn: session.beginn.toISOString(), ende: session.ende.toISOString() }))),
      // Online: no district, so that the tests' offers leave every district's list as seeded.
      ort_name: null,
      adresse: null,
      raum: null,
      kreis: null,
      online_link: `https://konferenz.example/${vnr.toLowerCase()}-${index + 1}`,
      min_plaetze: Math.min(8, date.plaetze),
      max_plaetze: date.plaetze,
      warteliste_plaetze: date.wartelistePlaetze,
      anmeldebeginn: new Date(now.getTime() - 10 * DAY),
      ...dateDeadlines(beginn),
      genehmigung_erforderlich: date.genehmigungErforderlich,
      status: beginn < now ? 'durchgefuehrt' : 'buchbar',
      schule_dstnr: date.schule ?? null,
    });
  }
  const ahead = dates.filter((d) => d.beginn >= now).sort((a, b) => +a.beginn - +b.beginn);
  await insertOffers(sql, [
    {
      vnr,
      mandant: input.mandant,
      vtyp,
      titel,
      beschreibung: `${titel}: eine Fortbildung, die ein End-to-End-Test für sich angelegt hat.`,
      ziele: 'Die Teilnehmenden prüfen, ob das Portal tut, was es soll.',
      hinweise:
        vtyp === 'SLK'
          ? 'Abschluss nach Bearbeitung aller Module und des Abschlusstests.'
          : 'Bitte bringen Sie ein digitales Endgerät mit.',
      zielgruppen: input.zielgruppen,
      schularten: input.mandant === 'iqsh' ? ['Grundschule', 'Gymnasium'] : ['Berufsbildende Schule'],
      faecher: ['Informatik'],
      kennzeichen: [],
      format: 'online',
      umfang_stunden: 4,
      gebuehr: 0,
      leitung_uid: input.leitung ?? (await organiserOf(sql, input.mandant)),
      referenten: ['Dr. Maren Hinrichsen'],
      kontakt: `fortbildung@${input.mandant}.example`,
      anhaenge: '[]',
      status: 'veroeffentlicht',
      plattform_link: vtyp === 'SLK' ? platformLink(vnr) : null,
      naechster_termin: ahead[0]?.beginn ?? null,
      letzter_termin: dates.reduce<Date | null>((last, d) => (!last || d.beginn > last ? d.beginn : last), null),
      suchtext: offerSearchText({ vnr, titel, faecher: [], kennzeichen: [] }),
      // Published long ago: the start page's "new" list stays the seed's.
      veroeffentlicht_am: new Date(now.getTime() - 400 * DAY),
      selbstabschluss: input.selbstabschluss,
    },
  ]);
  await insertDates(sql, dates);
  if (input.anfrage) {
    const [school] = await sql.query<{ schulleitung_uid: string | null }>('SELECT schulleitung_uid FROM schulen WHERE dstnr = $1', [
      input.anfrage.schule,
    ]);
    if (!school?.schulleitung_uid) throw new Error(`Die Schule ${input.anfrage.schule} hat keine Schulleitung.`);
    await insertOnDemandRequest(
      sql,
      {
        vnr,
        dstnr: input.anfrage.schule,
        uid: school.schulleitung_uid,
        wishDays: [30, 37],
        teilnehmende: 18,
        hinweis: 'Für die Fachschaft, in unserer Aula.',
        status: input.anfrage.status,
        terminId: input.anfrage.status === 'terminiert' ? (dates[0]?.id ?? null) : null,
        begruendung: input.anfrage.begruendung ?? null,
        daysAgo: 10,
      },
      now,
    );
  }
  return {
    vnr,
    titel,
    termine: dates.map((d) => ({
      id: d.id,
      beginn: d.beginn.toISOString(),
      anmeldeschluss: d.anmeldeschluss.toISOString(),
      stornofrist: d.stornofrist.toISOString(),
    })),
  };
}

async function createUser(sql: Sql, input: z.output<typeof UserInput>) {
  const uid = await nextKey(sql, 'users', 'uid', '9');
  const username = `test.${uid}`;
  const email = `${username}@schule.example`;
  const name = `Test-${uid}`;
  let dstnr = input.schule;
  if (!dstnr) {
    dstnr = await nextKey(sql, 'schulen', 'dstnr', '08');
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
  }
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
  if (input.anmeldungen.length > 0) {
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
    const own = { where: (n: number) => `a.uid = $${n}`, params: [uid] };
    await notifyBookingStates(sql, own);
    await notifyApprovalsDue(sql, own);
  }
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
