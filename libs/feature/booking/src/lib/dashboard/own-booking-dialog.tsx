import type { Anmeldung } from '@fobu/api-contract';
import { useOwnBookingAction, serviceErrorMessage, type OwnBookingAction } from '@fobu/api-clients';
import { formatDay } from '@fobu/domain';
import { notify } from '@fobu/ui';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useRoleBranch } from '@fobu/routing';

interface ActionTexts {
  readonly title: string;
  readonly confirm: string;
  readonly keep: string;
  readonly done: string;
  readonly failed: string;
  readonly question: (booking: Anmeldung) => string;
}

const TEXTS: Readonly<Record<OwnBookingAction, ActionTexts>> = {
  stornieren: {
    title: 'Anmeldung stornieren?',
    confirm: 'Stornieren',
    keep: 'Nicht stornieren',
    done: 'Anmeldung storniert',
    failed: 'Die Anmeldung konnte nicht storniert werden. Bitte versuchen Sie es erneut.',
    question: (booking) =>
      booking.vtyp === 'SLK'
        ? `Möchten Sie Ihre Einschreibung in „${booking.titel}“ stornieren? Der Zugang zur Lernplattform steht dann nicht mehr unter „Meine Fortbildungen“; einschreiben können Sie sich jederzeit wieder.`
        : `Möchten Sie Ihre Anmeldung zu „${booking.titel}“${booking.beginn ? ` am ${formatDay(booking.beginn)}` : ''} stornieren? Ihr Platz geht an die nächste Person auf der Warteliste.`,
  },
  abschliessen: {
    title: 'Kurs als abgeschlossen melden?',
    confirm: 'Abschließen',
    keep: 'Noch nicht',
    done: 'Kurs abgeschlossen',
    failed: 'Der Abschluss konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    question: (booking) =>
      `Haben Sie alle Module von „${booking.titel}“ bearbeitet? Danach ist der Kurs abgeschlossen, und Sie können die Teilnahmebestätigung herunterladen.`,
  },
};

/** Asks before the participant changes their own booking; on success the bookings reload and a toast confirms. */
export function OwnBookingDialog({ booking, action, onClose }: { booking: Anmeldung; action: OwnBookingAction; onClose: () => void }) {
  const texts = TEXTS[action];
  const mutation = useOwnBookingAction(useRoleBranch().user.uid, action);
  const error = serviceErrorMessage(mutation.error, texts.failed);
  const confirm = () =>
    mutation.mutate(booking.id, {
      onSuccess: () => {
        notify({
          type: 'success',
          title: texts.done,
          description: booking.titel,
        });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title={texts.title}
      confirmLabel={texts.confirm}
      cancelLabel={texts.keep}
      busy={mutation.isPending}
      error={error}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {texts.question(booking)}
    </ConfirmDialog>
  );
}
