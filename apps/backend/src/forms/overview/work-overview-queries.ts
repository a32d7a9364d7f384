import { ARBEITSUEBERSICHT_LIMITS, type Arbeitsuebersicht } from '@fobu/api-contract';
import type { OfferActor } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { REQUEST_COLUMNS, REQUEST_FROM, type AbrufanfrageRow } from '../requests/abrufanfrage-queries';
import { datePage } from '../search/date-search';
import { FACTS_FROM, lastStepAt } from '../offers/offer-facts';
import { pagedRows, SearchSql } from '../search/search-sql';
import { terminBelegungJson } from '../dates/termin-json';
import { dateTaskConditions, OFFER_TASK_CONDITION, TAKING_PLACE, unrecordedAttendance } from '../search/task-sql';

/*
 * The SQL of the staff's dashboards (the work overview, the administrator's overview): each list is
 * the first entries of a search with its number, built on the searches' own paths (one page of keys,
 * then what the page shows).
 */

/** Whose offers: the tenant's, or those the person leads (`requestInboxScope` of @fobu/domain). */
export type Scope = 'all' | 'own';
/** The first entries of a list and the number of all. */
export interface Listed<T> {
  anzahl: number;
  items: T[];
}

/** The offers a person answers for: the tenant's, or only those they lead. */
function scoped(actor: OfferActor, scope: Scope, ...where: string[]): SearchSql {
  const s = new SearchSql(...where);
  s.add('g.mandant = ?', actor.mandant);
  if (scope === 'own') s.add('g.leitung_uid = ?', actor.uid);
  return s;
}

/** The dates `t` that take place of the offers a person answers for (the dates' tenant too: their index starts with it). */
export function scopedDates(actor: OfferActor, scope: Scope, ...where: string[]): SearchSql {
  const s = scoped(actor, scope, TAKING_PLACE, ...where);
  s.add('t.mandant = ?', actor.mandant);
  return s;
}

/** The first dates (`order`) of those matching, as the staff's lists show them (`more` adds fields): the date search's own page. */
export async function dates<T>(db: Db, s: SearchSql, order: string, limit: number, more = ''): Promise<Listed<T>> {
  const body = await datePage(db, s, { page: 1, pageSize: limit }, { order, item: terminBelegungJson(more) });
  const page = JSON.parse(body) as { items: T[]; total: number };
  return { anzahl: page.total, items: page.items };
}

/** The dates to come, the nearest first. */
export const nextDates = <T>(db: Db, actor: OfferActor, scope: Scope, limit: number) =>
  dates<T>(db, scopedDates(actor, scope, 't.beginn >= now()'), 't.beginn, t.id', limit);

/** Dates with too few admitted while people can still book: time to advertise them, or to cancel in time. The nearest deadline first. */
export function underMinimum<T>(db: Db, actor: OfferActor, scope: Scope, limit: number) {
  const s = scopedDates(actor, scope);
  s.where.push(...dateTaskConditions(s, 'mindestzahl'));
  return dates<T>(db, s, 't.anmeldeschluss, t.id', limit);
}

/** Ended dates with admitted people whose attendance nobody has recorded yet, with how many; the latest first. */
export function attendancePending<T>(db: Db, actor: OfferActor, scope: Scope, limit: number) {
  const pending = scopedDates(actor, scope);
  pending.where.push(...dateTaskConditions(pending, 'anwesenheit'));
  const count = `, 'ohneAnwesenheit', (SELECT count(*)::int ${unrecordedAttendance(pending)})`;
  return dates<T>(db, pending, 't.beginn DESC, t.id', limit, count);
}

/** An offer, or its revision, sent back by quality control, with the note. */
export interface SentBackRow {
  vnr: string;
  vtyp: Arbeitsuebersicht['zurueckgegeben']['items'][number]['vtyp'];
  titel: string;
  ueberarbeitung: boolean;
  notiz: string | null;
  am: Date | null;
  total: number;
}

/** Offers, or their revisions, sent back by quality control; the latest first. */
export function sentBackRows(db: Db, actor: OfferActor, scope: Scope) {
  const s = scoped(actor, scope, OFFER_TASK_CONDITION.zurueckgegeben);
  const search = { key: 'g.vnr', from: FACTS_FROM, order: `${lastStepAt('zurueckgeben')} DESC NULLS LAST, g.vnr` };
  return pagedRows<SentBackRow>(
    db,
    s,
    search,
    { page: 1, pageSize: ARBEITSUEBERSICHT_LIMITS.arbeitsliste },
    (
      page,
      total,
    ) => `SELECT g.vnr, g.vtyp, coalesce(r.inhalt->>'titel', g.titel) AS titel, r.status IS NOT NULL AS ueberarbeitung, h.notiz, h.am,
                        ${total} AS total
                 FROM ${FACTS_FROM} JOIN ${page} p ON p.key = g.vnr
                 LEFT JOIN LATERAL (SELECT h.notiz, h.am FROM angebot_historie h WHERE h.vnr = g.vnr AND h.aktion = 'zurueckgeben'
                                     ORDER BY h.id DESC LIMIT 1) h ON true
                ORDER BY ${search.order}`,
  );
}

type Request = Arbeitsuebersicht['offeneAbrufanfragen']['items'][number];
/** A school's request with the school's name, place and district. */
export interface OpenRequestRow extends AbrufanfrageRow {
  schule_name: string;
  schule_ort: string;
  schule_kreis: Request['schule']['kreis'];
  total: number;
}

/** Schools' requests for the offers that still wait for an answer, the oldest first. */
export function openRequestRows(db: Db, actor: OfferActor, scope: Scope) {
  const s = scoped(actor, scope, `r.status = 'angefragt'`);
  const search = { key: 'r.id', from: 'abrufanfragen r JOIN angebote g ON g.vnr = r.vnr', order: 'r.erstellt_am, r.id' };
  return pagedRows<OpenRequestRow>(
    db,
    s,
    search,
    { page: 1, pageSize: ARBEITSUEBERSICHT_LIMITS.arbeitsliste },
    (page, total) => `SELECT ${REQUEST_COLUMNS}, s.name AS schule_name, s.ort AS schule_ort, s.kreis AS schule_kreis, ${total} AS total
                 FROM ${REQUEST_FROM} JOIN ${page} p ON p.key = r.id JOIN schulen s ON s.dstnr = r.dstnr ORDER BY ${search.order}`,
  );
}

/** An offer the person prepares: a draft, or one waiting for quality control. */
export interface PreparedRow {
  vnr: string;
  vtyp: Arbeitsuebersicht['entwuerfe']['items'][number]['vtyp'];
  titel: string;
  geaendert_am: Date | null;
  total: number;
}

/**
 * The offers the person leads in one state (a draft, or one under review), the last changed first:
 * the staff offer search's own filter (`status`, `umfang=meine`) and order (`-geaendert`), so that
 * the dashboard's link to the search shows the same entries.
 */
export function ownOffersIn(db: Db, actor: OfferActor, state: PreparedState) {
  const s = scoped(actor, 'own');
  s.add('g.status = ?', state);
  const search = { key: 'g.vnr', from: 'angebote g', order: 'g.geaendert_am DESC NULLS LAST, g.vnr' };
  return pagedRows<PreparedRow>(
    db,
    s,
    search,
    { page: 1, pageSize: ARBEITSUEBERSICHT_LIMITS.arbeitsliste },
    (page, total) => `SELECT g.vnr, g.vtyp, g.titel, g.geaendert_am, ${total} AS total
                 FROM angebote g JOIN ${page} p ON p.key = g.vnr ORDER BY ${search.order}`,
  );
}
export type PreparedState = 'entwurf' | 'zur_pruefung';
