import { Box, Button, Text } from '@chakra-ui/react';
import { schultermineQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { AngebotDetail } from '@fobu/api-contract';
import { OfferDates } from '@fobu/catalogue';
import { useRoleBranch } from '@fobu/routing';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BookDateButton } from '../booking/book-date-button';

const RequestForm = lazy(() => import('./request-form').then((module) => ({ default: module.RequestForm })));

/**
 * On an on-demand offer: the dates agreed for the reader's school, to book like any other (the
 * offer's target groups do not limit them: the school head asked for the whole staff), and the
 * request of the offer for the school.
 */
export function OnDemandActions({ offer }: { offer: AngebotDetail }) {
  return (
    <>
      <SchoolDates offer={offer} />
      <RequestAction offer={offer} />
    </>
  );
}

function SchoolDates({ offer }: { offer: AngebotDetail }) {
  const query = useQuery(schultermineQueryOptions(useServiceClients(), useRoleBranch().user.uid, offer.vnr));
  const dates = query.data?.items ?? [];
  if (dates.length === 0) return null;
  return (
    <OfferDates
      offer={{ ...offer, termine: dates }}
      title="Termine für Ihre Schule"
      id="schultermine"
      action={(_, termin, open) => <BookDateButton offer={offer} termin={termin} open={open} />}
    />
  );
}

/** The school head can request the offer for the school; everyone else learns that their school head does that. */
function RequestAction({ offer }: { offer: AngebotDetail }) {
  const { role } = useRoleBranch();
  const [open, setOpen] = useState(false);
  if (role !== 'schulleitung') {
    return (
      <Text>Möchten Sie diese Fortbildung an Ihrer Schule? Sprechen Sie Ihre Schulleitung an: Sie kann sie hier im Portal anfragen.</Text>
    );
  }
  return (
    <Box>
      <Button colorPalette="brand" size="sm" minH="44px" aria-expanded={open} aria-controls="abruf-anfrage" onClick={() => setOpen(!open)}>
        Für unsere Schule anfragen
      </Button>
      <Box id="abruf-anfrage" mt="4" hidden={!open}>
        {open && (
          <Suspense fallback={<Text role="status">Formular wird geladen …</Text>}>
            <RequestForm offer={offer} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
