import { Button } from '@chakra-ui/react';
import type { AngebotDetail, Termin } from '@fobu/api-contract';
import { useState } from 'react';
import { BookDateDialog } from './book-date-dialog';
import { OwnBookingState } from './own-booking-state';
import { placeOfDate } from './place-of-date';
import { useRoleOutsideTargetGroups } from './target-groups';
import { useHeldBooking } from './use-held-booking';

/**
 * A date's action for a booking user: where they hold the date, their state and the way to their
 * dashboard (whatever their role now); otherwise, while the date is `open` and meant for their role, booking it (or joining its waiting list) after a
 * confirm dialog. The dialog stays when the booking turns the button into the state, so that its
 * answer can be read.
 */
export function BookDateButton({ offer, termin, open }: { offer: AngebotDetail; termin: Termin; open: boolean }) {
  const [dialog, setDialog] = useState(false);
  const held = useHeldBooking(termin.vnr, termin.id);
  const forOtherRoles = useRoleOutsideTargetGroups(offer) !== undefined;
  return (
    <>
      {held ? (
        <OwnBookingState booking={held} />
      ) : (
        held === null &&
        open &&
        !forOtherRoles && (
          <Button colorPalette="brand" size="sm" minH="44px" onClick={() => setDialog(true)}>
            {termin.freiePlaetze > 0 ? 'Anmelden' : 'Auf die Warteliste'}
          </Button>
        )
      )}
      {dialog && (
        <BookDateDialog
          date={{
            terminId: termin.id,
            titel: offer.titel,
            beginn: termin.beginn,
            ende: termin.ende,
            ort: placeOfDate(termin),
            genehmigungErforderlich: termin.genehmigungErforderlich,
            stornofrist: termin.stornofrist,
          }}
          onClose={() => setDialog(false)}
        />
      )}
    </>
  );
}
