import { KennzahlenQuerySchema } from '@fobu/api-contract';
import { TENANTS } from '@fobu/domain';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../http/app';
import { validate } from '../http/errors';
import { addWorkgroupFigureFixtures } from './workgroup-figure-fixtures';

/*
 * TEST ONLY (BACKEND_TEST_FIXTURES=1, registered in test-fixtures.ts): the data behind the figures'
 * benchmark, and a count of attendance written apart from the figures' statements, which the
 * end-to-end test holds the screen's table against.
 */

/**
 * Copies every date with its bookings `faktor − 1` times (same offer, same days): a tenant with that
 * many times the seed's bookings, as the figures' benchmark asks (tools/bench-figures). Course
 * enrolments stay as they are (one per person and course). Answers the number of bookings then.
 */
async function multiplyBookings(db: Db, factor: number): Promise<number> {
  await db.tx(async (sql) => {
    // New dates get the numbers above the highest: copy k of date n is n + k × highest.
    const [{ top }] = await sql.query<{ top: number }>('SELECT coalesce(max(id), 0)::int AS top FROM termine');
    await sql.query(
      `INSERT INTO termine (id, vnr, mandant, beginn, ende, sitzungen, ort_name, adresse, raum, kreis, online_link, min_plaetze, max_plaetze,
                            warteliste_plaetze, anmeldebeginn, anmeldeschluss, stornofrist, genehmigung_erforderlich, status, schule_dstnr,
                            zugelassen, wartend)
       SELECT t.id + k * $1, t.vnr, t.mandant, t.beginn, t.ende, t.sitzungen, t.ort_name, t.adresse, t.raum, t.kreis, t.online_link,
              t.min_plaetze, t.max_plaetze, t.warteliste_plaetze, t.anmeldebeginn, t.anmeldeschluss, t.stornofrist,
              t.genehmigung_erforderlich, t.status, t.schule_dstnr, t.zugelassen, t.wartend
         FROM termine t CROSS JOIN generate_series(1, $2::int - 1) k`,
      [top, factor],
    );
    // The copies' counts per date and state are the originals' (migration 038_anmeldezahlen): copied at
    // once instead of counted booking by booking, which took PGlite minutes for 250,000 rows.
    await sql.query('ALTER TABLE anmeldungen DISABLE TRIGGER anmeldungen_zaehlen');
    await sql.query(
      `INSERT INTO anmeldungen (vnr, termin_id, uid, status, rolle, angemeldet_am, geaendert_am, nachgerueckt_am)
       SELECT a.vnr, a.termin_id + k * $1, a.uid, a.status, a.rolle, a.angemeldet_am, a.geaendert_am, a.nachgerueckt_am
         FROM anmeldungen a CROSS JOIN generate_series(1, $2::int - 1) k WHERE a.termin_id IS NOT NULL`,
      [top, factor],
    );
    await sql.query('ALTER TABLE anmeldungen ENABLE TRIGGER anmeldungen_zaehlen');
    await sql.query(
      `INSERT INTO termin_anmeldezahlen (termin_id, status, anzahl, nachgerueckt)
       SELECT z.termin_id + k * $1, z.status, z.anzahl, z.nachgerueckt FROM termin_anmeldezahlen z CROSS JOIN generate_series(1, $2::int - 1) k`,
      [top, factor],
    );
    await sql.query(`SELECT setval(pg_get_serial_sequence('termine', 'id'), (SELECT max(id) FROM termine))`);
  });
  // PGlite has no autovacuum: fresh statistics and visibility map, as PostgreSQL would have them (seed/archive-offers.ts).
  await db.query('VACUUM ANALYZE termine');
  await db.query('VACUUM ANALYZE anmeldungen');
  await db.query('VACUUM ANALYZE termin_anmeldezahlen');
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM anmeldungen'))[0].n;
}

const CountInput = z.object({ mandant: z.enum(TENANTS) }).and(KennzahlenQuerySchema);

/**
 * Attendance at the tenant's dates that began in the period (German days) and are over, counted
 * booking by booking: what the figure "Teilnahme" must show, by other SQL than its own.
 */
async function countAttendance(db: Db, input: z.output<typeof CountInput>) {
  const [row] = await db.query<Record<string, number>>(
    `SELECT count(*) FILTER (WHERE a.status = 'teilgenommen')::int AS teilgenommen,
            count(*) FILTER (WHERE a.status = 'entschuldigt')::int AS entschuldigt,
            count(*) FILTER (WHERE a.status = 'nicht_erschienen')::int AS "nichtErschienen",
            count(*) FILTER (WHERE a.status = 'zugelassen')::int AS offen
       FROM anmeldungen a
      WHERE a.termin_id IN (SELECT t.id FROM termine t JOIN angebote g USING (vnr)
                             WHERE t.mandant = $1 AND g.status IN ('veroeffentlicht', 'abgesagt', 'archiviert') AND t.status <> 'abgesagt'
                               AND t.ende < now() AND (t.beginn AT TIME ZONE 'Europe/Berlin')::date BETWEEN $2::date AND $3::date
                               AND ($4::text IS NULL OR t.kreis = $4) AND ($5::text IS NULL OR g.vtyp = $5))`,
    [input.mandant, input.von, input.bis, input.kreis ?? null, input.vtyp ?? null],
  );
  return row;
}

export function addFigureFixtures(app: Hono, db: Db): void {
  app.post('/test-fixtures/kennzahlen/vervielfachen', async (c) => {
    const { faktor } = validate(z.object({ faktor: z.number().int().min(2).max(20) }), await jsonBody(c));
    return c.json({ anmeldungen: await multiplyBookings(db, faktor) }, 201);
  });
  app.post('/test-fixtures/kennzahlen/teilnahme', async (c) => c.json(await countAttendance(db, validate(CountInput, await jsonBody(c)))));
  addWorkgroupFigureFixtures(app, db);
}
