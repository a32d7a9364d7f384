import type { TerminSearchItem } from '@fobu/api-contract';
import { bookingWindowOf, calendarLeaf, formatDay, formatShortDay, formatTimeRange } from '@fobu/domain';
import { Card, CardLine, CardStatus, CardTitle } from '@fobu/ui/card-list';
import { OfferLink } from './offer-link';
import { FORMAT_LABELS, placeOf, seatsOf } from './labels';

const SEAT_TONES = { free: 'positive', waiting: 'caution', full: 'neutral' } as const;

/** One date in a list: when, what, where, seats and booking deadline; the title opens the offer. */
export function DateCard({ termin }: { termin: TerminSearchItem }) {
  const seats = seatsOf(termin);
  return (
    <Card leaf={calendarLeaf(termin.beginn)}>
      <CardTitle>
        {/* The link's box covers the whole card, so the card is one large target. */}
        <OfferLink vnr={termin.vnr} className="stretched-link">
          {termin.titel}
        </OfferLink>
      </CardTitle>
      <CardLine muted>
        {formatDay(termin.beginn)}, {formatTimeRange(termin.beginn, termin.ende)}
        {termin.sitzungen.length > 1 ? ` (${termin.sitzungen.length} Termine)` : ''} · {placeOf(termin)}
        {/* An online date's place already says "Online". */}
        {termin.ort ? ` · ${FORMAT_LABELS[termin.format]}` : ''}
      </CardLine>
      <CardLine muted>
        <CardStatus tone={SEAT_TONES[seats.tone]}>{seats.text}</CardStatus>
        {/* Once booking has closed, the deadline only repeats it. */}
        {bookingWindowOf(termin, new Date()) === 'closed' ? '' : ` · Anmeldeschluss ${formatShortDay(termin.anmeldeschluss)}`} ·
        Veranstaltungsnummer {termin.vnr}
      </CardLine>
    </Card>
  );
}
