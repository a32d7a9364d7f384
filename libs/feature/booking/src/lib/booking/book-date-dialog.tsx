import { Box, chakra, Text } from '@chakra-ui/react';
import { useBook, serviceErrorMessage } from '@fobu/api-clients';
import type { Anmeldung } from '@fobu/api-contract';
import { cancellationDeadlinePassed, formatDay, formatShortDay, formatTimeRange } from '@fobu/domain';
import { TextArea } from '@fobu/ui';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useId, useState } from 'react';
import { useRoleBranch } from '@fobu/routing';
import { BookingNeedsFields, useBookingNeeds } from './booking-needs';

/** What the dialog shows of the date being booked. */
export interface BookableDate {
  readonly terminId: number;
  readonly titel: string;
  readonly beginn: string;
  readonly ende: string;
  readonly ort: string;
  readonly genehmigungErforderlich: boolean;
  readonly stornofrist: string;
}

/** Until when the booking can be cancelled, said before booking, so that nobody books unawares past the deadline. */
function cancellationNote(stornofrist: string, now: Date): string {
  return !cancellationDeadlinePassed(stornofrist, now)
    ? `Stornieren können Sie bis zum ${formatShortDay(stornofrist)}.`
    : `Die Stornofrist ist am ${formatShortDay(stornofrist)} abgelaufen: Nach der Anmeldung können Sie nicht mehr selbst stornieren.`;
}

/** The answer to a booking, in plain German: what the person now has and what happens next. */
function bookingOutcome(booking: Anmeldung): {
  title: string;
  text: string;
} {
  switch (booking.status) {
    case 'zugelassen':
      return {
        title: 'Sie sind angemeldet',
        text: 'Ihr Platz ist sicher. Sie finden die Anmeldung unter „Meine Fortbildungen“.',
      };
    case 'warteliste':
      return {
        title: `Sie stehen auf der Warteliste${booking.wartelistePosition ? `, Platz ${booking.wartelistePosition}` : ''}`,
        text: 'Wird ein Platz frei, rücken Sie in der Reihenfolge der Anmeldung nach und werden benachrichtigt.',
      };
    case 'wartet_auf_genehmigung':
      return {
        title: 'Ihre Schulleitung muss zustimmen',
        text: 'Sobald sie genehmigt, werden Sie zugelassen oder auf die Warteliste gesetzt, und Sie werden benachrichtigt.',
      };
    default:
      return {
        title: 'Anmeldung eingegangen',
        text: 'Den Stand sehen Sie unter „Meine Fortbildungen“.',
      };
  }
}

/**
 * Booking a date: a confirm dialog with an optional remark. The idempotency key is made once per
 * dialog, so a double click or a retry books once. The answer replaces the form in the dialog.
 */
export function BookDateDialog({
  date,
  onClose,
  onBooked,
}: {
  date: BookableDate;
  onClose: () => void;
  onBooked?: (booking: Anmeldung) => void;
}) {
  const book = useBook(useRoleBranch().user.uid);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [bemerkung, setBemerkung] = useState('');
  const needs = useBookingNeeds();
  const fieldId = useId();
  const error = serviceErrorMessage(book.error, 'Die Anmeldung ist nicht angekommen. Bitte versuchen Sie es erneut.');
  if (book.data) {
    const outcome = bookingOutcome(book.data);
    return (
      <ConfirmDialog title={outcome.title} confirmLabel="Fertig" cancelLabel="Schließen" onConfirm={onClose} onCancel={onClose}>
        <Text role="status">
          {outcome.text} {needs.outcome}
        </Text>
      </ConfirmDialog>
    );
  }
  const confirm = () =>
    book.mutate(
      {
        request: {
          terminId: date.terminId,
          ...(bemerkung.trim() ? { bemerkung: bemerkung.trim() } : {}),
        },
        idempotencyKey,
      },
      {
        onSuccess: (booking) => {
          needs.sendFor(booking);
          onBooked?.(booking);
        },
      },
    );
  return (
    <ConfirmDialog
      title="Verbindlich anmelden?"
      confirmLabel="Anmelden"
      busy={book.isPending}
      error={error}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Text fontWeight="600">{date.titel}</Text>
      <Text mb="3">
        {formatDay(date.beginn)}, {formatTimeRange(date.beginn, date.ende)} · {date.ort}
      </Text>
      {date.genehmigungErforderlich && <Text mb="3">Für diesen Termin muss Ihre Schulleitung Ihre Teilnahme genehmigen.</Text>}
      <Text mb="3">{cancellationNote(date.stornofrist, new Date())}</Text>
      <chakra.label htmlFor={fieldId} display="block" fontWeight="600" mb="1">
        Bemerkung an die Veranstaltungsleitung (freiwillig)
      </chakra.label>
      <TextArea id={fieldId} value={bemerkung} onChange={(event) => setBemerkung(event.target.value)} maxLength={1000} rows={3} />
      <Box as="p" fontSize="sm" color="fg.muted" mt="1">
        Zum Beispiel eine Frage zum Inhalt. Was Sie für die Teilnahme brauchen, geben Sie unten an.
      </Box>
      <BookingNeedsFields needs={needs.needs} onChange={needs.setNeeds} />
    </ConfirmDialog>
  );
}
