import { canSeeOffer, type OfferActor, type OfferState } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { notFound } from '../../http/errors';
import { loadOfferWithOrganiser, loadPublicDates } from './offer-detail-queries';
import { angebotSummaryView } from './offer-summary-view';

/**
 * An offer's page (`GET /api/v1/angebote/{vnr}`) as `actor` may read it: `canSeeOffer` of @fobu/domain
 * decides (a draft only for those who may change it), and what they may not see is answered as a
 * number that does not exist, so that nobody can count the offers being written.
 */
export async function offerDetail(db: Sql, vnr: string, actor: OfferActor | null) {
  const offer = await loadOfferWithOrganiser(db, vnr);
  const facts = offer && {
    mandant: offer['mandant'] as string,
    leitungUid: offer['leitung_uid'] as string,
    status: offer['status'] as OfferState,
  };
  if (!offer || !facts || !canSeeOffer(actor ?? undefined, facts)) throw notFound(`Das Angebot „${vnr}“ gibt es nicht.`);
  return {
    ...angebotSummaryView(offer),
    beschreibung: offer['beschreibung'],
    ziele: offer['ziele'],
    hinweise: offer['hinweise'],
    zielgruppen: offer['zielgruppen'],
    veranstaltungsleitung: [{ uid: offer['leitung_uid'], name: offer['leitung_name'] }],
    referenten: offer['referenten'],
    kontakt: offer['kontakt'],
    anhaenge: typeof offer['anhaenge'] === 'string' ? JSON.parse(offer['anhaenge'] as string) : offer['anhaenge'],
    plattformLink: null,
    selbstabschluss: offer['selbstabschluss'],
    termine: await loadPublicDates(db, vnr),
  };
}
