import { anmeldungBedarfeQueryOptions, loadStateOf, serviceErrorMessage, useSaveBookingNeeds, useServiceClients } from '@fobu/api-clients';
import { TEILNAHME_BEDARF_ARTEN, type Anmeldung, type TeilnahmeBedarfe } from '@fobu/api-contract';
import { formatDay } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { NeedsFields } from '@fobu/settings';
import { LoadStates, notify } from '@fobu/ui';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** The needs alone, without the booking's number: what the change sends back (the service takes nothing else). */
const needsOf = (given: TeilnahmeBedarfe): TeilnahmeBedarfe =>
  Object.fromEntries(TEILNAHME_BEDARF_ARTEN.map((art) => [art, given[art]])) as TeilnahmeBedarfe;

/**
 * The needs for taking part of one booking, changed after booking (docs/people-and-settings.md,
 * "Needs for taking part"): what was given for it, to confirm or adapt; the organiser's list shows
 * the new text at once. Emptied, the booking has none.
 */
export function BookingNeedsDialog({ booking, onClose }: { booking: Anmeldung; onClose: () => void }) {
  const { user } = useRoleBranch();
  const given = useQuery(anmeldungBedarfeQueryOptions(useServiceClients(), user.uid, booking.id));
  const save = useSaveBookingNeeds(user.uid);
  const [changed, setChanged] = useState<TeilnahmeBedarfe>();
  const needs = changed ?? (given.data && needsOf(given.data));
  const confirm = () => {
    if (!needs) return;
    save.mutate(
      { anmeldungId: booking.id, needs },
      {
        onSuccess: () => {
          notify({ type: 'success', title: 'Bedarfe gespeichert', description: booking.titel });
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      title="Bedarfe für die Teilnahme"
      confirmLabel="Bedarfe speichern"
      busy={save.isPending}
      error={serviceErrorMessage(save.error, 'Ihre Bedarfe konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.')}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Text mb="4">
        Für „{booking.titel}“{booking.beginn ? ` am ${formatDay(booking.beginn)}` : ''}. Die Veranstaltungsleitung sieht Ihre Angaben, bis
        die Anmeldung endet oder der Termin vorbei ist. Leere Felder bedeuten: kein Bedarf.
      </Text>
      <LoadStates state={loadStateOf(given)} what="Ihre Bedarfe" rows={4} onRetry={() => void given.refetch()}>
        {() => needs && <NeedsFields value={needs} onChange={setChanged} />}
      </LoadStates>
    </ConfirmDialog>
  );
}
