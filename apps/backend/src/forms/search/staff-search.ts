import {
  VeranstaltungssucheQuerySchema,
  VeranstaltungsterminsucheQuerySchema,
  type VeranstaltungssucheQuery,
  type VeranstaltungssucheTreffer,
  type VeranstaltungsterminsucheQuery,
} from '@fobu/api-contract';
import { canSeeOfferWork, ROLE_SCREEN_TITLES, roleHasScreen, type OfferActor } from '@fobu/domain';
import type { Context, Hono } from 'hono';
import type { Db } from '../../db/db';
import { forbidden, validate } from '../../http/errors';
import { addDateFilters, dateOrder, datePage } from './date-search';
import { actorOf } from '../offers/request-actor';
import { FACTS_COLUMNS, FACTS_FROM, factsOf, type FactsRow } from '../offers/offer-facts';
import { ANGEBOT_ORDER } from './offer-search';
import { addStaffOfferScope } from '../offers/offer-visibility-sql';
import { addCatalogueFilters, pagedRows, periodConditions, SearchSql, type Paging, type SearchSpec } from './search-sql';
import { iso } from '../timestamps';
import { terminBelegungJson } from '../dates/termin-json';

/*
 * The staff's searches over every state (screens veranstaltungssuche and veranstaltungsterminsuche,
 * docs/offers.md): the catalogue's filters and paths, widened to what the person may see.
 */

/** The person, if their role has the screen the search serves (one table: @fobu/domain's screens). */
function searcher(c: Context, screen: 'veranstaltungssuche' | 'veranstaltungsterminsuche'): OfferActor {
  const actor = actorOf(c);
  if (!roleHasScreen(actor.role, screen))
    throw forbidden(`Die ${ROLE_SCREEN_TITLES[screen]} steht der Veranstaltungsleitung, der Qualitätskontrolle und der Verwaltung offen.`);
  return actor;
}

/** What both staff searches filter the offers by: what the person may see, in the states asked for; perhaps only their own. */
function addStaffFilters(s: SearchSql, actor: OfferActor, query: Pick<VeranstaltungssucheQuery, 'status' | 'meine'>): void {
  addStaffOfferScope(s, actor, query.status, query.meine === '1');
}

interface StaffOfferRow extends FactsRow {
  vnr: string;
  vtyp: VeranstaltungssucheTreffer['vtyp'];
  titel: string;
  format: VeranstaltungssucheTreffer['format'];
  naechster_termin: Date | null;
  geaendert_am: Date | null;
  letzter_termin: Date | null;
  archiviert_am: Date | null;
  leitung_name: string;
  anzahl_termine: number;
  total: number;
}

function offerRow(actor: OfferActor, row: StaffOfferRow): VeranstaltungssucheTreffer {
  return {
    vnr: row.vnr,
    vtyp: row.vtyp,
    titel: row.titel,
    format: row.format,
    status: row.status,
    // That a revision is being written is part of the work on the offer: shown to those who may see that.
    ueberarbeitung: row.r_status && canSeeOfferWork(actor, factsOf(row)) ? row.r_status : null,
    leitung: { uid: row.leitung_uid, name: row.leitung_name },
    naechsterTermin: iso(row.naechster_termin),
    anzahlTermine: row.anzahl_termine,
    geaendertAm: iso(row.geaendert_am),
    letzterTermin: iso(row.letzter_termin),
    archiviertAm: iso(row.archiviert_am),
  };
}

/** The conditions and order of the staff's offer search, for a page of it or the whole export (built anew for each: a page adds its offset). */
function staffOfferSearch(actor: OfferActor, query: VeranstaltungssucheQuery): { s: SearchSql; search: SearchSpec } {
  const s = new SearchSql();
  addStaffFilters(s, actor, query);
  addCatalogueFilters(s, query);
  if (query.von || query.bis || query.kreis?.length) {
    // One date in both the period and a district, not one date in each.
    const date = ['t.vnr = g.vnr', ...periodConditions(s, 't', query)];
    if (query.kreis?.length) date.push(`t.kreis = ANY(${s.param(query.kreis)}::text[])`);
    s.where.push(`EXISTS (SELECT 1 FROM termine t WHERE ${date.join(' AND ')})`);
  }
  return { s, search: { key: 'g.vnr', from: 'angebote g', order: ANGEBOT_ORDER[query.sort], countInPass: !!query.q } };
}

/** One page of the staff's offer search (`paging`, the export's batches too) and the number of all matches. */
export async function staffOfferPage(db: Db, actor: OfferActor, query: VeranstaltungssucheQuery, paging: Paging) {
  const { s, search } = staffOfferSearch(actor, query);
  const { rows, total } = await pagedRows<StaffOfferRow>(
    db,
    s,
    search,
    paging,
    (
      page,
      total,
    ) => `SELECT g.vnr, g.vtyp, g.titel, g.format, g.naechster_termin, g.geaendert_am, g.letzter_termin, g.archiviert_am, ${FACTS_COLUMNS},
                      u.vorname || ' ' || u.name AS leitung_name, (SELECT count(*)::int FROM termine t WHERE t.vnr = g.vnr) AS anzahl_termine, ${total} AS total
                 FROM ${FACTS_FROM} JOIN ${page} p ON p.key = g.vnr JOIN users u ON u.uid = g.leitung_uid ORDER BY ${search.order}`,
  );
  return { items: rows.map((row) => offerRow(actor, row)), total };
}

/** One page of the staff's date search (`paging`, the export's batches too) as the answer's JSON text: items, total, page, pageSize. */
export function staffDatePage(db: Db, actor: OfferActor, query: VeranstaltungsterminsucheQuery, paging: Paging): Promise<string> {
  // The dates' own tenant too: their index starts with it.
  const s = new SearchSql();
  s.add('t.mandant = ?', actor.mandant);
  addStaffFilters(s, actor, query);
  addDateFilters(s, query);
  if (query.terminStatus?.length) s.add('t.status = ANY(?::text[])', query.terminStatus);
  const order = dateOrder(s, query.sort, query.q);
  return datePage(db, s, paging, { order, item: terminBelegungJson(), textSearch: !!query.q });
}

/** The person and their query of the staff's offer search, or the answer why not (the page and the export alike). */
export function staffOfferQuery(c: Context) {
  return { actor: searcher(c, 'veranstaltungssuche'), query: validate(VeranstaltungssucheQuerySchema, c.req.query()) };
}

/** The person and their query of the staff's date search, or the answer why not. */
export function staffDateQuery(c: Context) {
  return { actor: searcher(c, 'veranstaltungsterminsuche'), query: validate(VeranstaltungsterminsucheQuerySchema, c.req.query()) };
}

/** Adds the staff's offer search and date search to the forms service. */
export function addStaffSearches(app: Hono, db: Db): void {
  app.get('/api/v1/veranstaltungssuche', async (c) => {
    const { actor, query } = staffOfferQuery(c);
    const { items, total } = await staffOfferPage(db, actor, query, query);
    return c.json({ items, total, page: query.page, pageSize: query.pageSize });
  });

  app.get('/api/v1/veranstaltungsterminsuche', async (c) => {
    const { actor, query } = staffDateQuery(c);
    return c.body(await staffDatePage(db, actor, query, query), 200, { 'content-type': 'application/json' });
  });
}
