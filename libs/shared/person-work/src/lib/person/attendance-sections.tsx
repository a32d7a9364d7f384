import { Box, Text } from '@chakra-ui/react';
import { fetchBookingDocument, serviceErrorMessage, useServiceClients } from '@fobu/api-clients';
import type { PersonAkte, PersonAnmeldung } from '@fobu/api-contract';
import { ATTENDANCE_RECORDED_STATES, BOOKING_STATE_LABELS } from '@fobu/domain';
import { DownloadButton } from '@fobu/ui/download';
import { bookingWhen } from './booking-text';
import { PersonSection } from './person-section';

const FALLBACK = 'Die Teilnahmebestätigung konnte nicht geladen werden. Bitte versuchen Sie es erneut.';

/** „Sitzung 2: nicht erschienen“, each session recorded, or the booking's own attendance state where it has no sessions' record. */
function attendanceText(booking: PersonAnmeldung): string {
  if (booking.anwesenheit.length === 0) return BOOKING_STATE_LABELS[booking.status];
  return booking.anwesenheit.map((session) => `Sitzung ${session.sitzung + 1}: ${BOOKING_STATE_LABELS[session.status]}`).join(' · ');
}

/** The bookings with attendance recorded: per session where the organiser recorded it so, else the booking's state. */
const withAttendance = (person: PersonAkte) =>
  person.anmeldungen.filter(
    (booking) => booking.anwesenheit.length > 0 || (ATTENDANCE_RECORDED_STATES as readonly string[]).includes(booking.status),
  );

/** „Anwesenheit“: what the organisers recorded of the person's dates. */
export function AttendanceSection({ person }: { person: PersonAkte }) {
  const recorded = withAttendance(person);
  return (
    <PersonSection title="Anwesenheit" emptyText="Für keinen Termin ist eine Anwesenheit vermerkt.">
      {recorded.length > 0 && (
        <Box as="ul" listStyleType="none" ps="0">
          {recorded.map((booking) => (
            <Box as="li" key={booking.id} mb="2">
              <Text fontWeight="600">{booking.titel}</Text>
              <Text>
                {bookingWhen(booking)} · {attendanceText(booking)}
              </Text>
            </Box>
          ))}
        </Box>
      )}
    </PersonSection>
  );
}

/**
 * „Teilnahmebestätigungen“: the person's confirmations, the same PDFs they download themselves;
 * a booking attended below the tenant's rule says why it has none.
 */
export function CertificatesSection({ person }: { person: PersonAkte }) {
  const load = useServiceClients();
  const attended = person.anmeldungen.filter((booking) => booking.teilnahmebestaetigung || booking.bestaetigungHinweis);
  return (
    <PersonSection title="Teilnahmebestätigungen" emptyText="Noch keine: Eine Bestätigung gibt es, sobald die Teilnahme vermerkt ist.">
      {attended.length > 0 && (
        <Box as="ul" listStyleType="none" ps="0">
          {attended.map((booking) => (
            <Box as="li" key={booking.id} mb="3">
              <Text mb="1">
                {booking.titel} · {bookingWhen(booking)}
              </Text>
              {booking.bestaetigungHinweis ? (
                <Text>{booking.bestaetigungHinweis}</Text>
              ) : (
                <DownloadButton
                  label="Teilnahmebestätigung (PDF)"
                  context={booking.titel}
                  download={async () => {
                    const file = await fetchBookingDocument(await load(), {
                      kind: 'personCertificate',
                      personUid: person.uid,
                      bookingId: booking.id,
                    });
                    return { blob: file, fileName: file.name };
                  }}
                  errorMessage={(error) => serviceErrorMessage(error, FALLBACK) ?? FALLBACK}
                />
              )}
            </Box>
          ))}
        </Box>
      )}
    </PersonSection>
  );
}
