import { angeboteQueryOptions, loadStateOf, useServiceClients } from '@fobu/api-clients';
import { VTYP_LABELS, VTYP_PAGES, type AngebotSummary } from '@fobu/api-contract';
import { formatShortDay, type Tenant } from '@fobu/domain';
import { Link } from '@fobu/routing';
import { LoadStates } from '@fobu/ui';
import { Card, CardKicker, CardLine, CardList, CardTitle } from '@fobu/ui/card-list';
import { useQuery } from '@tanstack/react-query';
import { NEW_OFFERS_WHAT, START_LIST_LENGTH } from './start-lists';

/** The offers published last, of every type: what is new in the programme. */
export function NewOffersList({ tenant }: { tenant: Tenant }) {
  const query = useQuery(
    angeboteQueryOptions(useServiceClients(), {
      mandant: tenant,
      sort: '-veroeffentlicht',
      pageSize: START_LIST_LENGTH,
    }),
  );
  return (
    <LoadStates state={loadStateOf(query)} what={NEW_OFFERS_WHAT} rows={START_LIST_LENGTH} onRetry={() => void query.refetch()}>
      {() =>
        query.data?.items.length === 0 ? (
          <p data-start="empty">Zurzeit gibt es keine neuen Angebote.</p>
        ) : (
          <CardList>
            {query.data?.items.map((offer) => (
              <OfferEntry key={offer.vnr} tenant={tenant} offer={offer} />
            ))}
          </CardList>
        )
      }
    </LoadStates>
  );
}

function OfferEntry({ tenant, offer }: { tenant: Tenant; offer: AngebotSummary }) {
  const details = [
    offer.faecher.join(', '),
    `${offer.umfangStunden} Stunden`,
    offer.veroeffentlichtAm && `veröffentlicht am ${formatShortDay(offer.veroeffentlichtAm)}`,
  ];
  return (
    <Card>
      <CardKicker>{VTYP_LABELS[offer.vtyp]}</CardKicker>
      <CardTitle>
        <Link
          to={`/$mandant/${VTYP_PAGES[offer.vtyp]}`}
          params={{ mandant: tenant }}
          search={{ vnr: offer.vnr }}
          className="stretched-link"
        >
          {offer.titel}
        </Link>
      </CardTitle>
      <CardLine muted>{details.filter(Boolean).join(' · ')}</CardLine>
    </Card>
  );
}
