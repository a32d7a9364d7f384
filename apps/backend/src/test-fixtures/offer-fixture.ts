import { FORMATE } from '@fobu/api-contract';
import { BOOKING_ROLES, TENANTS, type Tenant } from '@fobu/domain';
import { z } from 'zod';
import type { Sql } from '@fobu/server-sql';
import { nextKey } from '../db/keys';
import { dateDeadlines, insertDates, insertOffers, offerSearchText, platformLink, type DateRow, type Vtyp } from '../seed/seed-rows';
import { insertOnDemandRequest } from '../seed/booking-rows';

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

export const OfferInput = z.object({
  mandant: z.enum(TENANTS).default('iqsh'),
  vtyp: z.enum(['TERMIN', 'ABRUF', 'SLK']).default('TERMIN'),
  /** The title begins so; the offer number follows, which keeps it unique. */
  titel: z.string().default('Testangebot'),
  zielgruppen: z.array(z.string()).default([...BOOKING_ROLES]),
  selbstabschluss: z.boolean().default(false),
  termine: z.array(DateInput).default([]),
  /** Its fixture dates are online whatever this says: a Präsenz offer gets its dates in the portal (or a place by `termin-ort`). */
  format: z.enum(FORMATE).default('online'),
  /** Programme codes (e.g. QLA), for what a Fortbildungskonto counts. */
  kennzeichen: z.array(z.string()).default([]),
  /** The hours of each date, shared over its sessions. */
  umfangStunden: z.number().positive().default(4),
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

async function organiserOf(sql: Sql, mandant: Tenant): Promise<string> {
  const [row] = await sql.query<{ uid: string }>('SELECT uid FROM users WHERE username = $1', [`veranstaltungsleiter.${mandant}`]);
  return row.uid;
}

/** A date of a fixture offer, `date.inTagen` days (or `beginntInMinuten` minutes) from now. */
function fixtureDate(id: number, vnr: string, mandant: Tenant, date: z.output<typeof DateInput>, index: number, now: Date): DateRow {
  const day = new Date(now.getTime() + date.inTagen * DAY);
  day.setUTCHours(0, 0, 0, 0);
  const beginn =
    date.beginntInMinuten === undefined ? new Date(day.getTime() + 9 * HOUR) : new Date(now.getTime() + date.beginntInMinuten * 60_000);
  const sessions = Array.from({ length: date.sitzungen }, (_, i) => ({
    beginn: new Date(beginn.getTime() + i * DAY),
    ende: new Date(beginn.getTime() + i * DAY + 4 * HOUR),
  }));
  const ende = sessions[sessions.length - 1].ende;
  return {
    id,
    vnr,
    mandant,
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
  };
}

/** The offer row of a fixture offer: published long ago, online, with the given dates. */
function fixtureOffer(input: z.output<typeof OfferInput>, vnr: string, leitung: string, dates: DateRow[], now: Date) {
  const titel = `${input.titel} ${vnr}`;
  const vtyp: Vtyp = input.vtyp;
  const ahead = dates.filter((d) => d.beginn >= now).sort((a, b) => +a.beginn - +b.beginn);
  return {
    vnr,
    mandant: input.mandant,
    vtyp,
    titel,
    beschreibung: `${titel}: eine Fortbildung, die ein End-to-End-Test für sich angelegt hat.`,
    ziele: 'Die Teilnehmenden prüfen, ob das Portal tut, was es soll.',
    hinweise:
      vtyp === 'SLK' ? 'Abschluss nach Bearbeitung aller Module und des Abschlusstests.' : 'Bitte bringen Sie ein digitales Endgerät mit.',
    zielgruppen: input.zielgruppen,
    schularten: input.mandant === 'iqsh' ? ['Grundschule', 'Gymnasium'] : ['Berufsbildende Schule'],
    faecher: ['Informatik'],
    kennzeichen: input.kennzeichen,
    format: input.format,
    umfang_stunden: input.umfangStunden,
    gebuehr: 0,
    leitung_uid: leitung,
    referenten: ['Dr. Maren Hinrichsen'],
    kontakt: `fortbildung@${input.mandant}.example`,
    anhaenge: '[]',
    status: 'veroeffentlicht',
    plattform_link: vtyp === 'SLK' ? platformLink(vnr) : null,
    naechster_termin: ahead[0]?.beginn ?? null,
    letzter_termin: dates.reduce<Date | null>((last, d) => (!last || d.beginn > last ? d.beginn : last), null),
    suchtext: offerSearchText({ vnr, titel, faecher: [], kennzeichen: input.kennzeichen }),
    // Published long ago: the start page's "new" list stays the seed's.
    veroeffentlicht_am: new Date(now.getTime() - 400 * DAY),
    selbstabschluss: input.selbstabschluss,
  };
}

/** The on-demand request of a school for a fixture offer, by its head. */
async function insertFixtureRequest(
  sql: Sql,
  vnr: string,
  anfrage: NonNullable<z.output<typeof OfferInput>['anfrage']>,
  dates: DateRow[],
  now: Date,
) {
  const [school] = await sql.query<{ schulleitung_uid: string | null }>('SELECT schulleitung_uid FROM schulen WHERE dstnr = $1', [
    anfrage.schule,
  ]);
  if (!school?.schulleitung_uid) throw new Error(`Die Schule ${anfrage.schule} hat keine Schulleitung.`);
  await insertOnDemandRequest(
    sql,
    {
      vnr,
      dstnr: anfrage.schule,
      uid: school.schulleitung_uid,
      wishDays: [30, 37],
      teilnehmende: 18,
      hinweis: 'Für die Fachschaft, in unserer Aula.',
      status: anfrage.status,
      terminId: anfrage.status === 'terminiert' ? (dates[0]?.id ?? null) : null,
      begruendung: anfrage.begruendung ?? null,
      daysAgo: 10,
    },
    now,
  );
}

/** Writes an offer with its dates (and a school's request for it) as the seed does, under a fresh number. */
export async function createOffer(sql: Sql, input: z.output<typeof OfferInput>) {
  const now = new Date();
  const vnr = await nextKey(sql, 'angebote', 'vnr', input.mandant === 'iqsh' ? 'IQ9' : 'SB9');
  const dates: DateRow[] = [];
  for (const [index, date] of input.termine.entries()) {
    const [{ id }] = await sql.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('termine', 'id'))::int AS id`);
    dates.push(fixtureDate(id, vnr, input.mandant, date, index, now));
  }
  const offer = fixtureOffer(input, vnr, input.leitung ?? (await organiserOf(sql, input.mandant)), dates, now);
  await insertOffers(sql, [offer]);
  await insertDates(sql, dates);
  if (input.anfrage) await insertFixtureRequest(sql, vnr, input.anfrage, dates, now);
  return {
    vnr,
    titel: offer.titel,
    termine: dates.map((d) => ({
      id: d.id,
      beginn: d.beginn.toISOString(),
      anmeldeschluss: d.anmeldeschluss.toISOString(),
      stornofrist: d.stornofrist.toISOString(),
    })),
  };
}
