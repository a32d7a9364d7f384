import type { AngebotSummary } from '@fobu/api-contract';
import { formatDay, formatGermanNumber } from '@fobu/domain';
import { Card, CardLine, CardTitle } from '@fobu/ui/card-list';
import { FORMAT_LABELS } from './labels';
import { OfferLink } from './offer-link';

/** One offer in a list: title, subjects, school types, format, hours; the title opens the offer. */
export function OfferCard({ offer }: { offer: AngebotSummary }) {
  const details = [
    FORMAT_LABELS[offer.format],
    `${formatGermanNumber(offer.umfangStunden)} Stunden`,
    offer.gebuehr > 0 ? `${formatGermanNumber(offer.gebuehr)} € Gebühr` : 'gebührenfrei',
    offer.naechsterTermin ? `nächster Termin ${formatDay(offer.naechsterTermin)}` : null,
  ];
  return (
    <Card>
      <CardTitle>
        <OfferLink vnr={offer.vnr} className="stretched-link">
          {offer.titel}
        </OfferLink>
      </CardTitle>
      <CardLine>{[offer.faecher.join(', '), offer.schularten.join(', ')].filter(Boolean).join(' · ')}</CardLine>
      <CardLine muted>
        {details.filter(Boolean).join(' · ')} · Veranstaltungsnummer {offer.vnr}
      </CardLine>
    </Card>
  );
}
