import {
  DIENSTPOSTEN_TERMINE_SEITE,
  type Dienststelle,
  type DienstpostenUebersicht,
  type SchuleImBereich,
  type TerminImBereich,
} from '@fobu/api-contract';
import type { BookingState, Tenant } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { REQUEST_COLUMNS, REQUEST_FROM, type AbrufanfrageRow } from '../requests/abrufanfrage-queries';
import { periodConditions, SearchSql } from '../search/search-sql';
import { isoOf } from '../timestamps';
import { isPublicSql } from '../offers/offer-state-sql';

/*
 * The SQL of the duty post's overview: what concerns its area, counted in the database. Nothing in
 * it names or identifies a person: dates with their occupancy, schools with how many of their
 * people took part, requests with school and offer.
 */

/** Taking part, as the duty post counts it: attended a date (the state that earns a confirmation of attendance). */
const TOOK_PART: BookingState = 'teilgenommen';
/** Dates that are held or were: of an offer that was published (cancelled dates show as such). */
const OFFER_HELD = isPublicSql('g.status');

/** A duty post's area in a period (`YYYY-MM-DD`): its tenant and the districts of its office. */
export interface Area {
  mandant: Tenant;
  kreise: string[];
  von: string;
  bis: string;
}

/**
 * The office a duty post's `dstnr` names in the tenant, with the districts it covers; null when it
 * names none (docs/domain-model.md, "Duty posts": the area comes from the office, not from the person).
 */
export async function dutyPostArea(db: Db, dstnr: string, mandant: Tenant): Promise<Dienststelle | null> {
  const [office] = await db.query<Dienststelle>(
    `SELECT d.dstnr, d.name,
            (SELECT json_agg(json_build_object('key', k.key, 'name', k.name) ORDER BY k.name) FROM kreise k WHERE k.key = ANY(d.kreise)) AS kreise,
            NOT EXISTS (SELECT 1 FROM kreise k WHERE NOT k.key = ANY(d.kreise)) AS landesweit
       FROM dienststellen d WHERE d.dstnr = $1 AND d.mandant = $2`,
    [dstnr, mandant],
  );
  return office ?? null;
}

/** The dates held in the area in the period (`t` termine, `g` angebote). */
function areaDates(area: Area): SearchSql {
  const s = new SearchSql(OFFER_HELD);
  s.add('t.mandant = ?', area.mandant);
  s.add('t.kreis = ANY(?)', area.kreise);
  s.where.push(...periodConditions(s, 't', area));
  return s;
}

/** One page of the dates held in the area in the period, with how many took part in each, and the number of all. */
export async function areaDatePage(db: Db, area: Area, page: number): Promise<DienstpostenUebersicht['termine']> {
  const s = areaDates(area);
  const count = db.query<{ n: number }>(`SELECT count(*)::int AS n FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE ${s.conditions}`, [
    ...s.params,
  ]);
  const rows = db.query<TerminImBereich>(
    `SELECT t.id, t.vnr, g.titel, t.beginn, t.ende, coalesce(t.ort_name || ', ', '') || k.name AS ort, t.status,
            t.max_plaetze AS "maxPlaetze", t.zugelassen, t.wartend AS warteliste,
            (SELECT count(*)::int FROM anmeldungen a WHERE a.termin_id = t.id AND a.status = ${s.param(TOOK_PART)}) AS teilgenommen
       FROM termine t JOIN angebote g ON g.vnr = t.vnr JOIN kreise k ON k.key = t.kreis
      WHERE ${s.conditions}
      ORDER BY t.beginn, t.id LIMIT ${s.param(DIENSTPOSTEN_TERMINE_SEITE)} OFFSET ${s.param((page - 1) * DIENSTPOSTEN_TERMINE_SEITE)}`,
    s.params,
  );
  const [[{ n }], items] = await Promise.all([count, rows]);
  return {
    items: items.map((row) => ({ ...row, beginn: isoOf(row.beginn), ende: isoOf(row.ende) })),
    total: n,
    page,
    pageSize: DIENSTPOSTEN_TERMINE_SEITE,
  };
}

/** Every school of the area, with how many of its people took part in a date of the period (none: 0). */
export function areaSchools(db: Db, area: Area): Promise<SchuleImBereich[]> {
  const s = new SearchSql();
  const inPeriod = periodConditions(s, 't', area).join(' AND ');
  return db.query<SchuleImBereich>(
    `SELECT s.dstnr, s.name, s.schulart, k.name AS kreis,
            count(DISTINCT a.uid)::int AS teilnehmende, count(a.id)::int AS teilnahmen
       FROM schulen s JOIN kreise k ON k.key = s.kreis
       LEFT JOIN users u ON u.dstnr = s.dstnr
       LEFT JOIN anmeldungen a ON a.uid = u.uid AND a.status = ${s.param(TOOK_PART)}
            AND EXISTS (SELECT 1 FROM termine t WHERE t.id = a.termin_id AND t.mandant = s.mandant AND ${inPeriod})
      WHERE s.mandant = ${s.param(area.mandant)} AND s.kreis = ANY(${s.param(area.kreise)}) AND s.schulart IS NOT NULL
      GROUP BY s.dstnr, s.name, s.schulart, k.name
      ORDER BY k.name, s.name, s.dstnr`,
    s.params,
  );
}

/** The area's schools' on-demand requests not done yet: open, or agreed for a date to come; the oldest first. */
export function areaOpenRequestRows(db: Db, area: Area) {
  return db.query<AbrufanfrageRow & { schule_name: string }>(
    `SELECT ${REQUEST_COLUMNS}, s.name AS schule_name FROM ${REQUEST_FROM} JOIN schulen s ON s.dstnr = r.dstnr
      WHERE s.mandant = $1 AND s.kreis = ANY($2) AND (r.status = 'angefragt' OR (r.status = 'terminiert' AND t.beginn >= now()))
      ORDER BY r.erstellt_am, r.id`,
    [area.mandant, area.kreise],
  );
}
