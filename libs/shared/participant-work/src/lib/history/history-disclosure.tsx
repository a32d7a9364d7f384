import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { BookingHistory } from './booking-history';

/** A row's „Verlauf“, folded: the history loads when it is opened. */
export function HistoryDisclosure({ anmeldungId, label }: { anmeldungId: number; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <chakra.details mt="1" data-print="hide" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <chakra.summary cursor="pointer" fontSize="sm" color="fg.link" minH="44px" py="2" aria-label={label}>
        Verlauf
      </chakra.summary>
      {open && <BookingHistory anmeldungId={anmeldungId} reader="staff" />}
    </chakra.details>
  );
}
