import {
  DIENSTPOSTEN_TERMINE_SEITE,
  DienstpostenUebersichtQuerySchema,
  type DienstpostenUebersicht,
  type OffeneAbrufanfrage,
  type SchuleImBereich,
  type TerminImBereich,
} from '@fobu/api-contract';
import { isoDayInGermany, type BookingState, type Tenant } from '@fobu/domain';
import type { Hono } from 'hono';
import { hasActive, requireUser } from '../../auth/principal';
import type { Db } from '../../db/db';
import { forbidden, validate } from '../../http/errors';
import { abrufanfrageView } from '../requests/abrufanfragen';
import { REQUEST_COLUMNS, REQUEST_FROM, type AbrufanfrageRow } from '../requests/abrufanfrage-queries';
import { periodConditions, SearchSql } from '../search/search-sql';
import { isoOf } from '../timestamps';
import { dutyPostArea } from './duty-post-area';
import { isPublicSql } from '../offers/offer-state-sql';

/*
 * `GET /api/v1/dienstposten/uebersicht`: what concerns a duty post's area, counted in SQL. Nothing
 * in it names or identifies a person: dates with their occupancy, schools with how many of their
 * people took part, requests with school and offer.
 */

/** Taking part, as the duty post counts it: attended a date (the state that earns a confirmation of attendance). */
const TOOK_PART: BookingState = 'teilgenommen';
/** Dates that are held or were: of an offer that was published (cancelled dates show as such). */
const OFFER_HELD = isPublicSql('g.status');

/** The school year (1 August to 31 July) that `day` (`YYYY-MM-DD`) lies in: the period a school authority thinks in. */
export function schoolYearOf(day: string): { von: string; bis: string } {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 8 ? year : year - 1;
  return { von: `${start}-08-01`, bis: `${start + 1}-07-31` };
}

interface Area {
  mandant: Tenant;
  kreise: string[];
  von: string;
  bis: string;
}

/** The dates held in the area in the period (`t` termine, `g` angebote). */
function areaDates(area: Area): SearchSql {
  const s = new SearchSql(OFFER_HELD);
  s.add('t.mandant = ?', area.mandant);
  s.add('t.kreis = ANY(?)', area.kreise);
  s.where.push(...periodConditions(s, 't', area));
  return s;
}

async function datesOf(db: Db, area: Area, page: number): Promise<DienstpostenUebersicht['termine']> {
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
function schoolsOf(db: Db, area: Area): Promise<SchuleImBereich[]> {
  const s = new SearchSql();
  const inPeriod = periodConditions(s, 't', area).join(' AND ');
  return db.query<SchuleImBereich>(
    `SELECT s.dstnr, s.name, s.schulart, k.name AS kreis,
            count(DISTINCT a.uid)::int AS teilnehmende, count(a.id)::int AS teilnahmen
       FROM schulen s JOIN kreise k ON k.key = s.kreis
       LEFT JOIN users u ON u.dstnr = s.dstnr
       LEFT JOIN anmeldungen a ON a.uid = u.uid AND a.status = ${s.param(TOOK_PART)}
            AND EXISTS (SELECT 1 FROM termine t WHERE t.id = a.termin_id AND t.mandant = s.mandant AND ${inPeriod})
      WHERE s.mandant = ${s.param(area.mandant)} AND s.kreis = ANY(${s.param(area.kreise)})
      GROUP BY s.dstnr, s.name, s.schulart, k.name
      ORDER BY k.name, s.name`,
    s.params,
  );
}

/** The area's schools' on-demand requests not done yet: open, or agreed for a date to come. Without the note, which may name people. */
async function openRequestsOf(db: Db, area: Area): Promise<OffeneAbrufanfrage[]> {
  const rows = await db.query<AbrufanfrageRow & { schule_name: string }>(
    `SELECT ${REQUEST_COLUMNS}, s.name AS schule_name FROM ${REQUEST_FROM} JOIN schulen s ON s.dstnr = r.dstnr
      WHERE s.mandant = $1 AND s.kreis = ANY($2) AND (r.status = 'angefragt' OR (r.status = 'terminiert' AND t.beginn >= now()))
      ORDER BY r.erstellt_am, r.id`,
    [area.mandant, area.kreise],
  );
  return rows.map((row) => {
    const request = abrufanfrageView(row);
    return {
      referenz: request.referenz,
      vnr: request.vnr,
      titel: request.titel,
      schule: { dstnr: row.dstnr, name: row.schule_name },
      wunschtermine: request.wunschtermine,
      teilnehmende: request.teilnehmende,
      angefragtAm: request.angefragtAm,
      status: request.status === 'terminiert' ? 'terminiert' : 'angefragt',
      terminBeginn: request.termin?.beginn ?? null,
    };
  });
}

/** Adds the duty post's overview to the forms service: role dienstposten only, its own tenant and office. */
export function addDutyPostOverview(app: Hono, db: Db): void {
  app.get('/api/v1/dienstposten/uebersicht', async (c) => {
    const principal = requireUser(c);
    if (!hasActive(principal, 'dienstposten')) throw forbidden('Diese Übersicht gibt es nur für Dienstposten.');
    const query = validate(DienstpostenUebersichtQuerySchema, c.req.query());
    const schoolYear = schoolYearOf(isoDayInGermany(new Date()));
    const period = { von: query.von ?? schoolYear.von, bis: query.bis ?? schoolYear.bis };
    const dienststelle = await dutyPostArea(db, principal.dstnr, principal.mandant);
    if (!dienststelle) {
      const termine = { items: [], total: 0, page: query.seite, pageSize: DIENSTPOSTEN_TERMINE_SEITE };
      return c.json({ dienststelle, ...period, termine, schulen: [], abrufanfragen: [] } satisfies DienstpostenUebersicht);
    }
    const area: Area = { mandant: principal.mandant, kreise: dienststelle.kreise.map((kreis) => kreis.key), ...period };
    const [termine, schulen, abrufanfragen] = await Promise.all([
      datesOf(db, area, query.seite),
      schoolsOf(db, area),
      openRequestsOf(db, area),
    ]);
    return c.json({ dienststelle, ...period, termine, schulen, abrufanfragen } satisfies DienstpostenUebersicht);
  });
}
