import type { Sql } from '@fobu/server-sql';
import { TERMIN_JSON } from '../dates/termin-json';

/** An offer with its organiser's name (`leitung_name`), by number; undefined if there is none. */
export async function loadOfferWithOrganiser(db: Sql, vnr: string): Promise<Record<string, unknown> | undefined> {
  const [offer] = await db.query<Record<string, unknown>>(
    `SELECT g.*, u.vorname || ' ' || u.name AS leitung_name FROM angebote g JOIN users u ON u.uid = g.leitung_uid WHERE g.vnr = $1`,
    [vnr],
  );
  return offer;
}

/** The offer's public dates (not one school's on-demand dates), in order, as the contract's Termin. */
export async function loadPublicDates(db: Sql, vnr: string): Promise<unknown[]> {
  const [{ termine }] = await db.query<{ termine: unknown[] }>(
    `SELECT coalesce(json_agg(${TERMIN_JSON} ORDER BY t.beginn), '[]') AS termine FROM termine t WHERE t.vnr = $1 AND t.schule_dstnr IS NULL`,
    [vnr],
  );
  return termine;
}
