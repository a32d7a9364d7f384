import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { AngebotDetail, Termin } from '@fobu/api-contract';
import { formatDay, formatTimeRange } from '@fobu/domain';
import type { ReactNode } from 'react';
import { bookingWindowText, isOpenForBooking, orderDates } from './date-rules';
import { kreisName, seatsOf } from './labels';

export interface OfferDatesProps {
  readonly offer: AngebotDetail;
  /** The district whose dates come first. */
  readonly kreis?: string;
  /** What the reader can do on a date; `open`: whether it can be booked now. */
  readonly action?: (offer: AngebotDetail, termin: Termin, open: boolean) => ReactNode;
  readonly title?: string;
  /** The heading's id, which names the list's region. */
  readonly id?: string;
}

/** An offer's upcoming dates, each with place, seats and booking window, and what the reader can do. */
export function OfferDates({ offer, kreis, action, title = 'Termine', id = 'termine' }: OfferDatesProps) {
  const now = new Date();
  const upcoming = orderDates(
    offer.termine.filter((termin) => Date.parse(termin.ende) >= now.getTime()),
    kreis,
  );
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="xl" mb="3">
        {title}
      </Heading>
      {upcoming.length === 0 ? (
        <Text color="fg.muted">Zurzeit sind keine Termine geplant.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" p="0" m="0" gap="3">
          {upcoming.map((termin) => {
            const seats = seatsOf(termin);
            return (
              <Box as="li" key={termin.id} borderWidth="1px" borderColor="border" borderRadius="md" bg="bg.panel" p="4">
                <Heading as="h3" size="md" mb="1">
                  {formatDay(termin.beginn)}
                  {termin.ort ? ` · ${kreisName(termin.ort.kreis)}` : ' · Online'}
                </Heading>
                <Stack as="ul" listStyleType="none" p="0" m="0" gap="0" mb="1" fontSize="sm">
                  {termin.sitzungen.map((sitzung, index) => (
                    <li key={sitzung.beginn}>
                      {termin.sitzungen.length > 1 ? `Teil ${index + 1}: ${formatDay(sitzung.beginn)}, ` : ''}
                      {formatTimeRange(sitzung.beginn, sitzung.ende)}
                    </li>
                  ))}
                </Stack>
                <Text fontSize="sm">
                  {termin.ort
                    ? [termin.ort.name, termin.ort.raum, termin.ort.adresse].filter(Boolean).join(', ')
                    : 'Online – den Zugang erhalten Sie mit der Zulassung.'}
                </Text>
                <Text fontSize="sm" mb={action ? '3' : '0'}>
                  <Box as="span" fontWeight="600">
                    {seats.text}
                  </Box>
                  <Box as="span" color="fg.muted">
                    {' '}
                    · {bookingWindowText(termin, now)}
                    {termin.genehmigungErforderlich ? ' · Genehmigung der Schulleitung nötig' : ''}
                  </Box>
                </Text>
                {action?.(offer, termin, isOpenForBooking(termin, now))}
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
