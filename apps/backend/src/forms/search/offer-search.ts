import type { AngebotSearchQuery, AngebotSummary } from '@fobu/api-contract';
import type { OfferActor } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { forbidden } from '../../http/errors';
import { addStaffOfferScope, ARCHIVE_ONLY, asksArchiveOnly } from '../offers/offer-visibility-sql';
import { addCatalogueFilters, keptCountUntilNarrowed, pagedRows, SearchSql } from './search-sql';
import { angebotSummaryView } from '../offers/offer-summary-view';
import { PUBLISHED_SQL } from '../offers/offer-state-sql';

/** The orders of the offer searches (`g` is angebote); the offer number last, so that pages never overlap. */
export const ANGEBOT_ORDER = {
  titel: 'g.titel, g.vnr',
  '-titel': 'g.titel DESC, g.vnr',
  beginn: 'g.naechster_termin NULLS LAST, g.vnr',
  '-beginn': 'g.naechster_termin DESC NULLS LAST, g.vnr',
  vnr: 'g.vnr',
  '-veroeffentlicht': 'g.veroeffentlicht_am DESC NULLS LAST, g.vnr',
  '-geaendert': 'g.geaendert_am DESC NULLS LAST, g.vnr',
  '-archiviert': 'g.archiviert_am DESC NULLS LAST, g.vnr',
} as const;

/**
 * The catalogue's offer search (`GET /api/v1/angebote`, `GET /api/v1/meine-angebote`): published
 * offers for everyone; a signed-in member of the tenant's staff (`staff`) also finds the other
 * states they may see, by state; `onlyOwn` keeps the offers they lead.
 */
export async function searchAngebote(db: Sql, query: AngebotSearchQuery, staff: OfferActor | null, onlyOwn = false) {
  const s = new SearchSql();
  const states = query.archiv === '1' ? ['archiviert' as const] : query.status ? [query.status] : undefined;
  const scopeCount = keptCountUntilNarrowed(s, staff ? addStaffOfferScope(s, staff, states, onlyOwn) : undefined);
  if (!staff) {
    if (query.archiv === '1' || query.status === 'archiviert') throw forbidden(ARCHIVE_ONLY);
    if (query.status) throw forbidden('Nur Veranstaltungsleitung, Qualitätskontrolle und Verwaltung können nach Status suchen.');
    s.add('g.mandant = ?', query.mandant);
    s.where.push(`g.status = ${PUBLISHED_SQL}`);
  }
  addCatalogueFilters(s, query, asksArchiveOnly(states));
  const search = { key: 'g.vnr', from: 'angebote g', order: ANGEBOT_ORDER[query.sort], countInPass: !!query.q, count: scopeCount() };
  const { rows, total } = await pagedRows<Record<string, unknown> & { total: number }>(
    db,
    s,
    search,
    query,
    (page, total) => `SELECT g.vnr, g.mandant, g.vtyp, g.titel, g.format, g.umfang_stunden, g.gebuehr, g.status, g.schularten, g.faecher,
                      g.kennzeichen, g.naechster_termin, g.veroeffentlicht_am, ${total} AS total
                 FROM ${page} p JOIN angebote g ON g.vnr = p.key ORDER BY ${search.order}`,
  );
  const items: AngebotSummary[] = rows.map(angebotSummaryView);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** The subjects and programme codes the tenant's published offers carry: the catalogue's filter values. */
export async function filterValues(db: Sql, mandant: string): Promise<{ faecher: string[]; kennzeichen: string[] }> {
  const [row] = await db.query<{ faecher: string[]; kennzeichen: string[] }>(
    `SELECT coalesce((SELECT array_agg(DISTINCT f ORDER BY f) FROM angebote, unnest(faecher) f WHERE mandant = $1 AND status = ${PUBLISHED_SQL}), '{}') AS faecher,
            coalesce((SELECT array_agg(DISTINCT k ORDER BY k) FROM angebote, unnest(kennzeichen) k WHERE mandant = $1 AND status = ${PUBLISHED_SQL}), '{}') AS kennzeichen`,
    [mandant],
  );
  return row;
}
