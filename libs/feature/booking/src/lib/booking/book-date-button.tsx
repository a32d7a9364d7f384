import { Button } from '@chakra-ui/react';
import type { AngebotDetail, Termin } from '@fobu/api-contract';
import { useState } from 'react';
import { BookDateDialog } from './book-date-dialog';
import { placeOfDate } from './place-of-date';

/** Books a date, or joins its waiting list when the seats are taken, after a confirm dialog. */
export function BookDateButton({ offer, termin }: { offer: AngebotDetail; termin: Termin }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button colorPalette="brand" size="sm" minH="44px" onClick={() => setOpen(true)}>
        {termin.freiePlaetze > 0 ? 'Anmelden' : 'Auf die Warteliste'}
      </Button>
      {open && (
        <BookDateDialog
          date={{ terminId: termin.id, titel: offer.titel, beginn: termin.beginn, ende: termin.ende, ort: placeOfDate(termin), genehmigungErforderlich: termin.genehmigungErforderlich, stornofrist: termin.stornofrist }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
