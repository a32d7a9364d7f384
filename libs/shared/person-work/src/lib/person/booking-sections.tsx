import { Box, Text } from '@chakra-ui/react';
import type { PersonAkte, PersonAnmeldung } from '@fobu/api-contract';
import { formatShortDay } from '@fobu/domain';
import { BookingStateBadge } from '@fobu/ui/booking';
import { DataTable, type DataColumn } from '@fobu/ui/data-table';
import { bookingWhen, bookingWhere } from './booking-text';
import { PersonSection } from './person-section';

/** The offer and the date's place, as the first cell of a booking's row. */
function OfferCell({ booking }: { booking: PersonAnmeldung }) {
  const where = bookingWhere(booking);
  return (
    <Box>
      <Text fontWeight="600">{booking.titel}</Text>
      <Text fontSize="sm" color="fg.muted">
        {booking.vnr}
        {where && ` · ${where}`}
      </Text>
    </Box>
  );
}

const BOOKING_COLUMNS: DataColumn<PersonAnmeldung>[] = [
  { key: 'angebot', header: 'Angebot/Termin', cell: (row) => <OfferCell booking={row} /> },
  { key: 'datum', header: 'Datum', cell: bookingWhen },
  { key: 'stand', header: 'Stand', cell: (row) => <BookingStateBadge state={row.status} waitingListPosition={row.wartelistePosition} /> },
  {
    key: 'angemeldet',
    header: 'Angemeldet am',
    cell: (row) =>
      row.geaendertAm !== row.angemeldetAm
        ? `${formatShortDay(row.angemeldetAm)} (geändert am ${formatShortDay(row.geaendertAm)})`
        : formatShortDay(row.angemeldetAm),
  },
];

/** „Anmeldungen“: every booking the asker may see, the newest date first. */
export function BookingsSection({ person }: { person: PersonAkte }) {
  return (
    <PersonSection title="Anmeldungen" emptyText="Keine Anmeldungen.">
      {person.anmeldungen.length > 0 && (
        <DataTable
          tableFrom="md"
          caption={`Anmeldungen von ${person.vorname} ${person.name}`}
          columns={BOOKING_COLUMNS}
          rows={person.anmeldungen}
          rowKey={(row) => String(row.id)}
        />
      )}
    </PersonSection>
  );
}

/** „Warteliste“, where the person waits for a seat: the date and their place in the queue. */
export function WaitingListSection({ person }: { person: PersonAkte }) {
  const waiting = person.anmeldungen.filter((booking) => booking.status === 'warteliste');
  if (waiting.length === 0) return null;
  return (
    <PersonSection title="Warteliste">
      <Box as="ul" listStyleType="none" ps="0">
        {waiting.map((booking) => (
          <Box as="li" key={booking.id} mb="2">
            <Text fontWeight="600">{booking.titel}</Text>
            <Text>
              {bookingWhen(booking)}
              {booking.wartelistePosition !== null && ` · Platz ${booking.wartelistePosition} auf der Warteliste`}
            </Text>
          </Box>
        ))}
      </Box>
    </PersonSection>
  );
}
