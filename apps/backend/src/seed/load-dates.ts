import type { Db } from '@fobu/server-sql';
import { PUBLISHED_SQL } from '../forms/offers/offer-state-sql';

/**
 * Load data for benchmarks: copies of a tenant's published, bookable TERMIN dates (with their
 * sessions), each copy some weeks later than the one before, until the tenant has `count` dates
 * from today on that the public date search finds. Returns that number.
 */
export async function addLoadDates(db: Db, mandant: string, count: number): Promise<number> {
  const findable = `FROM termine t JOIN angebote g ON g.vnr = t.vnr
    WHERE t.mandant = $1 AND g.status = ${PUBLISHED_SQL} AND t.schule_dstnr IS NULL AND t.beginn >= now()`;
  const countFindable = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${findable}`, [mandant]))[0].n;
  let have = await countFindable();
  for (let weeks = 3; have < count; weeks += 3) {
    await db.query(
      `INSERT INTO termine (vnr, mandant, beginn, ende, sitzungen, ort_name, adresse, raum, kreis, online_link, min_plaetze,
                            max_plaetze, warteliste_plaetze, anmeldebeginn, anmeldeschluss, stornofrist, genehmigung_erforderlich, status, schule_dstnr)
       SELECT t.vnr, t.mandant, t.beginn + $2 * interval '1 week', t.ende + $2 * interval '1 week',
              (SELECT coalesce(jsonb_agg(jsonb_build_object('beginn', (s->>'beginn')::timestamptz + $2 * interval '1 week',
                                                             'ende', (s->>'ende')::timestamptz + $2 * interval '1 week')), '[]'::jsonb)
                 FROM jsonb_array_elements(t.sitzungen::jsonb) s),
              t.ort_name, t.adresse, t.raum, t.kreis, t.online_link, t.min_plaetze, t.max_plaetze, t.warteliste_plaetze,
              least(t.anmeldebeginn, now() - interval '1 day'), t.anmeldeschluss + $2 * interval '1 week', t.stornofrist + $2 * interval '1 week',
              t.genehmigung_erforderlich, 'buchbar', NULL
         ${findable} AND g.vtyp = 'TERMIN'
        ORDER BY t.id LIMIT $3`,
      [mandant, weeks, count - have],
    );
    have = await countFindable();
  }
  await db.query('ANALYZE termine');
  return have;
}
