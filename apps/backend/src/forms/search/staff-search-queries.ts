import type { VeranstaltungssucheQuery, VeranstaltungssucheTreffer, VeranstaltungsterminsucheQuery } from '@fobu/api-contract';
import type { OfferActor } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { addDateFilters, dateOrder, datePage, dateSearch } from './date-search';
import { FACTS_COLUMNS, FACTS_FROM, type FactsRow } from '../offers/offer-facts';
import { ANGEBOT_ORDER } from './offer-search';
import { addStaffOfferScope, asksArchiveOnly } from '../offers/offer-visibility-sql';
import {
  addCatalogueFilters,
  keptCountUntilNarrowed,
  matchingKeys,
  pagedRows,
  periodConditions,
  SearchSql,
  type Paging,
  type SearchSpec,
} from './search-sql';
import { terminBelegungJson } from '../dates/termin-json';
import { dateTaskConditions, OFFER_TASK_CONDITION, TAKING_PLACE } from './task-sql';

/*
 * The SQL of the staff's searches over every state (screens veranstaltungssuche and veranstaltungsterminsuche):
 * the catalogue's filters and paths, widened to what the person may see.
 */

/** What both staff searches filter the offers by: what the person may see, in the states asked for; perhaps only their own (`addStaffOfferScope`'s count). */
function addStaffFilters(s: SearchSql, actor: OfferActor, query: Pick<VeranstaltungssucheQuery, 'status' | 'meine'>) {
  return addStaffOfferScope(s, actor, query.status, query.meine === '1');
}

/** An offer as the staff's offer search reads it (as JSON: its timestamps as ISO texts), before what the person may see of its work is decided. */
export interface StaffOfferRow extends FactsRow {
  vnr: string;
  vtyp: VeranstaltungssucheTreffer['vtyp'];
  titel: string;
  format: VeranstaltungssucheTreffer['format'];
  naechster_termin: string | null;
  geaendert_am: string | null;
  letzter_termin: string | null;
  archiviert_am: string | null;
  leitung_name: string;
  anzahl_termine: number;
  total: number;
}

/** The conditions and order of the staff's offer search, for a page of it or the whole export (built anew for each: a page adds its offset). */
function staffOfferSearch(actor: OfferActor, query: VeranstaltungssucheQuery): { s: SearchSql; search: SearchSpec } {
  const s = new SearchSql();
  // Whole states and nothing else (the archive's order, the default view): the total from the kept counts.
  const scopeCount = keptCountUntilNarrowed(s, addStaffFilters(s, actor, query));
  addCatalogueFilters(s, query, asksArchiveOnly(query.status));
  if (query.aufgabe) s.where.push(OFFER_TASK_CONDITION[query.aufgabe]);
  if (query.von || query.bis || query.kreis?.length) {
    // One date in both the period and a district, not one date in each.
    const date = ['t.vnr = g.vnr', ...periodConditions(s, 't', query)];
    if (query.kreis?.length) date.push(`t.kreis = ANY(${s.param(query.kreis)}::text[])`);
    s.where.push(`EXISTS (SELECT 1 FROM termine t WHERE ${date.join(' AND ')})`);
  }
  return { s, search: { key: 'g.vnr', from: 'angebote g', order: ANGEBOT_ORDER[query.sort], countInPass: !!query.q, count: scopeCount() } };
}

/** The rows of one page of the staff's offer search (`paging`, the export's batches too) and the number of all matches. */
export function staffOfferRows(db: Db, actor: OfferActor, query: VeranstaltungssucheQuery, paging: Paging) {
  const { s, search } = staffOfferSearch(actor, query);
  return pagedRows<StaffOfferRow>(
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
    { asJson: true },
  );
}

/** Every match's offer number of the staff's offer search, in its order: the export's batches (`matchingKeys`). */
export function staffOfferKeys(db: Db, actor: OfferActor, query: VeranstaltungssucheQuery) {
  const { s, search } = staffOfferSearch(actor, query);
  return matchingKeys(db, s, search);
}

/** The conditions and order of the staff's date search (built anew for each statement, as the offers'). */
function staffDateSearch(actor: OfferActor, query: VeranstaltungsterminsucheQuery): { s: SearchSql; order: string } {
  // The dates' own tenant too: their index starts with it.
  const s = new SearchSql();
  s.add('t.mandant = ?', actor.mandant);
  addStaffFilters(s, actor, query);
  // Attendance is open on past dates: without a first day, that task looks back, not from now on.
  addDateFilters(s, query, query.aufgabe !== 'anwesenheit');
  if (query.aufgabe) s.where.push(TAKING_PLACE, ...dateTaskConditions(s, query.aufgabe));
  if (query.terminStatus?.length) s.add('t.status = ANY(?::text[])', query.terminStatus);
  return { s, order: dateOrder(s, query.sort, query.q) };
}

/** One page of the staff's date search (`paging`, the export's batches too) as the answer's JSON text: items, total, page, pageSize. */
export function staffDatePage(db: Db, actor: OfferActor, query: VeranstaltungsterminsucheQuery, paging: Paging): Promise<string> {
  const { s, order } = staffDateSearch(actor, query);
  return datePage(db, s, paging, { order, item: terminBelegungJson(), textSearch: !!query.q });
}

/** Every match's date number of the staff's date search, in its order: the export's batches (`matchingKeys`). */
export function staffDateKeys(db: Db, actor: OfferActor, query: VeranstaltungsterminsucheQuery) {
  const { s, order } = staffDateSearch(actor, query);
  return matchingKeys(db, s, dateSearch(order, !!query.q));
}
