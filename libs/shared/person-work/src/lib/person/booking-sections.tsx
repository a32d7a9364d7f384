import { Box, Button, Text } from '@chakra-ui/react';
import type { PersonAkte, PersonAnmeldung } from '@fobu/api-contract';
import { formatShortDay } from '@fobu/domain';
import { HistoryDisclosure } from '@fobu/participant-work';
import { BookingStateBadge } from '@fobu/ui/booking';
import { DataTable, type DataColumn } from '@fobu/ui/data-table';
import { useState } from 'react';
import { BookForPersonDialog } from '../acting/book-for-person-dialog';
import { BookingActions } from '../acting/booking-actions';
import { BookingChangeDialog } from '../acting/booking-change-dialog';
import type { BookingChange } from '../acting/booking-changes';
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

/** The booking's state, and its history folded beneath (who did what and why). */
function StateCell({ booking }: { booking: PersonAnmeldung }) {
  return (
    <Box>
      <BookingStateBadge state={booking.status} waitingListPosition={booking.wartelistePosition} />
      <HistoryDisclosure anmeldungId={booking.id} label={`Verlauf: ${booking.titel}`} />
    </Box>
  );
}

/** Which dialog is open: booking a date for the person, or a change of one of their bookings. */
type Open = { readonly kind: 'anmelden' } | { readonly kind: BookingChange; readonly booking: PersonAnmeldung & { terminId: number } };

const bookingColumns = (onOpen: (open: Open) => void): DataColumn<PersonAnmeldung>[] => [
  { key: 'angebot', header: 'Angebot/Termin', cell: (row) => <OfferCell booking={row} /> },
  { key: 'datum', header: 'Datum', cell: bookingWhen },
  { key: 'stand', header: 'Stand', cell: (row) => <StateCell booking={row} /> },
  {
    key: 'angemeldet',
    header: 'Angemeldet am',
    cell: (row) =>
      row.geaendertAm !== row.angemeldetAm
        ? `${formatShortDay(row.angemeldetAm)} (geändert am ${formatShortDay(row.geaendertAm)})`
        : formatShortDay(row.angemeldetAm),
  },
  {
    key: 'aktionen',
    header: 'Für die Person handeln',
    cell: (row) => {
      const { terminId } = row;
      return terminId === null ? '–' : <BookingActions booking={row} onOpen={(kind) => onOpen({ kind, booking: { ...row, terminId } })} />;
    },
  },
];

/**
 * „Anmeldungen“: every booking the asker may see, the newest date first, each with its history and
 * the changes the asker may make for the person; the administration also books for them
 * (docs/people-and-settings.md, "Acting for a person on their page").
 */
export function BookingsSection({ person }: { person: PersonAkte }) {
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  return (
    <PersonSection title="Anmeldungen">
      {person.umfang === 'alle' && (
        <Button colorPalette="brand" minH="44px" mb="4" data-print="hide" onClick={() => setOpen({ kind: 'anmelden' })}>
          Für die Person anmelden
        </Button>
      )}
      {person.anmeldungen.length > 0 ? (
        <DataTable
          tableFrom="md"
          caption={`Anmeldungen von ${person.vorname} ${person.name}`}
          columns={bookingColumns(setOpen)}
          rows={person.anmeldungen}
          rowKey={(row) => String(row.id)}
        />
      ) : (
        <Text color="fg.muted">Keine Anmeldungen.</Text>
      )}
      {open?.kind === 'anmelden' && <BookForPersonDialog person={person} onClose={close} />}
      {open && open.kind !== 'anmelden' && (
        <BookingChangeDialog person={person} booking={open.booking} change={open.kind} onClose={close} />
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
