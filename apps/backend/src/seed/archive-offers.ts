import type { Tenant } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';

/*
 * Years of past offers, for measuring the staff's searches on a tenant of realistic size (the
 * benchmark's 20,000 offers, tools/bench-backend): copies of the tenant's offers with their dates,
 * each round of copies a year further back (two at least, so that every date is past), archived,
 * numbered IQ8nnnnn / SB8nnnnn. Test and benchmark only (a test fixture); the seed stays as small
 * as the demo needs.
 */

const PREFIX: Record<Tenant, string> = { iqsh: 'IQ8', shibb: 'SB8' };

/** Adds archived offers until the tenant has `total` (at most 99,999 copies); answers how many it has then. */
export async function fillArchive(db: Db, mandant: Tenant, total: number): Promise<number> {
  const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM angebote WHERE mandant = $1', [mandant]))[0].n;
  const missing = total - (await count());
  if (missing <= 0) return count();
  await db.tx((sql) => copyOffers(sql, mandant, missing));
  // PGlite has no autovacuum: without fresh statistics the planner would take the tenant for its old
  // size, and without the visibility map an index could not answer a search without the table
  // (PostgreSQL's autovacuum does both by itself). Outside the transaction, as VACUUM must be.
  await db.query('VACUUM ANALYZE angebote');
  await db.query('VACUUM ANALYZE termine');
  return count();
}

async function copyOffers(sql: Sql, mandant: Tenant, missing: number): Promise<void> {
  // One statement: the copies' numbers are drawn once, for the offers and their dates alike.
  await sql.query(
    `WITH source AS (SELECT vnr, row_number() OVER (ORDER BY vnr) AS n, count(*) OVER () AS m
                       FROM angebote WHERE mandant = $1 AND vnr NOT LIKE $3 || '%'),
          made AS (SELECT count(*)::int AS k FROM angebote WHERE vnr LIKE $3 || '%'),
          copies AS (SELECT $3 || lpad((made.k + i)::text, 5, '0') AS vnr, s.vnr AS source,
                            make_interval(years => 2 + ((made.k + i - 1) / s.m)::int) AS shift
                       FROM made, generate_series(1, $2::int) i JOIN source s ON s.n = (i - 1) % s.m + 1),
          offers AS (
            INSERT INTO angebote (vnr, mandant, vtyp, titel, beschreibung, ziele, hinweise, zielgruppen, schularten, faecher, kennzeichen,
                                  format, umfang_stunden, gebuehr, leitung_uid, referenten, kontakt, anhaenge, status, plattform_link,
                                  naechster_termin, letzter_termin, suchtext, veroeffentlicht_am, selbstabschluss, erstellt_von,
                                  geaendert_von, geaendert_am, archiviert_am)
            SELECT c.vnr, g.mandant, g.vtyp, g.titel, g.beschreibung, g.ziele, g.hinweise, g.zielgruppen, g.schularten, g.faecher,
                   g.kennzeichen, g.format, g.umfang_stunden, g.gebuehr, g.leitung_uid, g.referenten, g.kontakt, g.anhaenge, 'archiviert',
                   g.plattform_link, NULL, g.letzter_termin - c.shift, replace(g.suchtext, lower(g.vnr), lower(c.vnr)),
                   coalesce(g.veroeffentlicht_am, now()) - c.shift, g.selbstabschluss, g.erstellt_von, g.geaendert_von,
                   coalesce(g.geaendert_am, g.veroeffentlicht_am, now()) - c.shift, g.letzter_termin - c.shift + interval '180 days'
              FROM copies c JOIN angebote g ON g.vnr = c.source
            RETURNING vnr)
     INSERT INTO termine (vnr, mandant, beginn, ende, sitzungen, ort_name, adresse, raum, kreis, online_link, min_plaetze, max_plaetze,
                          warteliste_plaetze, anmeldebeginn, anmeldeschluss, stornofrist, genehmigung_erforderlich, status, schule_dstnr)
     SELECT c.vnr, t.mandant, t.beginn - c.shift, t.ende - c.shift,
            jsonb_build_array(jsonb_build_object('beginn', t.beginn - c.shift, 'ende', t.ende - c.shift)), t.ort_name, t.adresse, t.raum,
            t.kreis, t.online_link, t.min_plaetze, t.max_plaetze, t.warteliste_plaetze, t.anmeldebeginn - c.shift,
            t.anmeldeschluss - c.shift, t.stornofrist - c.shift, t.genehmigung_erforderlich,
            CASE WHEN t.status = 'abgesagt' THEN 'abgesagt' ELSE 'durchgefuehrt' END, t.schule_dstnr
       FROM copies c JOIN termine t ON t.vnr = c.source
      ORDER BY c.vnr, t.beginn`,
    [mandant, missing, PREFIX[mandant]],
  );
}
