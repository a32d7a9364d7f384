import { Box, Button, Text } from '@chakra-ui/react';
import { useBook, useServiceErrorMessage } from '@fobu/api-clients';
import type { AngebotDetail, Termin } from '@fobu/api-contract';
import type { CatalogueActions } from '@fobu/catalogue';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useState } from 'react';
import { BookDateDialog } from './book-date-dialog';
import { placeOfDate } from './place-of-date';

function BookDateButton({ offer, termin }: { offer: AngebotDetail; termin: Termin }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button colorPalette="brand" size="sm" minH="44px" onClick={() => setOpen(true)}>
        {termin.freiePlaetze > 0 ? 'Anmelden' : 'Auf die Warteliste'}
      </Button>
      {open && (
        <BookDateDialog
          date={{ terminId: termin.id, titel: offer.titel, beginn: termin.beginn, ende: termin.ende, ort: placeOfDate(termin), genehmigungErforderlich: termin.genehmigungErforderlich }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** Enrolling in a self-learning course: asked once, then the platform link at once. */
function EnrolButton({ offer }: { offer: AngebotDetail }) {
  const [open, setOpen] = useState(false);
  const book = useBook();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const error = useServiceErrorMessage(book.error, 'Die Einschreibung ist nicht angekommen. Bitte versuchen Sie es erneut.');
  const link = book.data?.plattformLink;
  return (
    <>
      {link ? (
        <Button asChild colorPalette="brand" size="sm" minH="44px">
          <a href={link} target="_blank" rel="noopener noreferrer">
            Zur Lernplattform
            <Box as="span" srOnly>
              {' '}
              (öffnet in einem neuen Fenster)
            </Box>
          </a>
        </Button>
      ) : (
        <Button colorPalette="brand" size="sm" minH="44px" onClick={() => setOpen(true)}>
          Einschreiben
        </Button>
      )}
      {open && !link && (
        <ConfirmDialog
          title="In den Kurs einschreiben?"
          confirmLabel="Einschreiben"
          busy={book.isPending}
          error={error}
          onConfirm={() => book.mutate({ request: { vnr: offer.vnr }, idempotencyKey })}
          onCancel={() => setOpen(false)}
        >
          <Text>„{offer.titel}“ – danach erhalten Sie sofort den Zugang zur Lernplattform.</Text>
        </ConfirmDialog>
      )}
      {link && (
        <Text role="status" mt="2">
          Sie sind eingeschrieben. Der Kurs steht auch unter „Meine Fortbildungen“.
        </Text>
      )}
    </>
  );
}

/** What a booking user can do on an offer: book a date (or join its waiting list), or enrol in a course. */
export const bookingActions: CatalogueActions = {
  date: (offer, termin) => <BookDateButton offer={offer} termin={termin} />,
  course: (offer) => <EnrolButton offer={offer} />,
};
