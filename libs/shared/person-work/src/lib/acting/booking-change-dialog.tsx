import type { PersonAkte, PersonAnmeldung } from '@fobu/api-contract';
import { MoveDialog, StatusDialog } from '@fobu/participant-work';
import type { BookingChange } from './booking-changes';

/**
 * The participant list's dialog for one change of a person's booking, each asking for the reason the
 * person reads in their notification. The page shows no salutation, so the dialogs name the person in full.
 */
export function BookingChangeDialog({
  person,
  booking,
  change,
  onClose,
}: {
  person: PersonAkte;
  booking: PersonAnmeldung & { terminId: number };
  change: BookingChange;
  onClose: () => void;
}) {
  const whose = { id: booking.id, salutation: '', vorname: person.vorname, name: person.name };
  if (change === 'umbuchen') return <MoveDialog termin={{ id: booking.terminId, vnr: booking.vnr }} person={whose} onClose={onClose} />;
  return <StatusDialog person={whose} status={change} onClose={onClose} />;
}
