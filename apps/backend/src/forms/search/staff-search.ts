import type { VeranstaltungssucheQuery, VeranstaltungssucheTreffer } from '@fobu/api-contract';
import { canSeeOfferWork, ROLE_SCREEN_TITLES, roleHasScreen, type OfferActor } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { forbidden } from '../../http/errors';
import { factsOf } from '../offers/offer-facts';
import type { Paging } from './search-sql';
import { iso } from '../timestamps';
import { staffOfferRows, type StaffOfferRow } from './staff-search-queries';

/*
 * The staff's searches over every state (screens veranstaltungssuche and veranstaltungsterminsuche,
 * docs/offers.md): who may search, and what a hit shows of the work on an offer.
 */

/** The person, if their role has the screen the search serves (one table: @fobu/domain's screens). */
export function staffSearcher(actor: OfferActor, screen: 'veranstaltungssuche' | 'veranstaltungsterminsuche'): OfferActor {
  if (!roleHasScreen(actor.role, screen))
    throw forbidden(`Die ${ROLE_SCREEN_TITLES[screen]} steht der Veranstaltungsleitung, der Qualitätskontrolle und der Verwaltung offen.`);
  return actor;
}

function offerHit(actor: OfferActor, row: StaffOfferRow): VeranstaltungssucheTreffer {
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

/** One page of the staff's offer search (`paging`, the export's batches too) and the number of all matches. */
export async function staffOfferPage(db: Db, actor: OfferActor, query: VeranstaltungssucheQuery, paging: Paging) {
  const { rows, total } = await staffOfferRows(db, actor, query, paging);
  return { items: rows.map((row) => offerHit(actor, row)), total };
}
