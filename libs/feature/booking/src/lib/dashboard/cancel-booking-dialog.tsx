import type { Anmeldung } from '@fobu/api-contract';
import { useCancelBooking, useServiceErrorMessage } from '@fobu/api-clients';
import { formatDay } from '@fobu/domain';
import { notify } from '@fobu/ui';
import { ConfirmDialog } from '@fobu/ui/dialogs';

/** Asks before cancelling; on success the dashboard reloads the bookings and a toast confirms. */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: Anmeldung;
  onClose: () => void;
}) {
  const cancel = useCancelBooking();
  const error = useServiceErrorMessage(
    cancel.error,
    'Die Anmeldung konnte nicht storniert werden. Bitte versuchen Sie es erneut.',
  );
  const confirm = () =>
    cancel.mutate(booking.id, {
      onSuccess: () => {
        notify({
          type: 'success',
          title: 'Anmeldung storniert',
          description: booking.titel,
        });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title="Anmeldung stornieren?"
      confirmLabel="Stornieren"
      cancelLabel="Nicht stornieren"
      busy={cancel.isPending}
      error={error}
      onConfirm={confirm}
      onCancel={onClose}
    >
      Möchten Sie Ihre Anmeldung zu „{booking.titel}“
      {booking.beginn ? ` am ${formatDay(booking.beginn)}` : ''} stornieren? Ihr
      Platz geht an die nächste Person auf der Warteliste.
    </ConfirmDialog>
  );
}
