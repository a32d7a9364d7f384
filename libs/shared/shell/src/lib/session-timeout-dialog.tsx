import { ConfirmDialog } from '@fobu/ui/dialogs';
import { withDesignSystem } from '@fobu/ui';

/**
 * The warning one minute before the inactivity time-out. Staying signed in is the safe choice:
 * it has the focus, Enter and Escape choose it. Loaded only when it is needed.
 */
function SessionTimeoutDialog({ onStay, onSignOut }: { onStay: () => void; onSignOut: () => void }) {
  return (
    <ConfirmDialog
      title="Sind Sie noch da?"
      confirmLabel="Jetzt abmelden"
      cancelLabel="Angemeldet bleiben"
      emphasis="cancel"
      onConfirm={onSignOut}
      onCancel={onStay}
    >
      Sie waren eine Weile nicht aktiv. In einer Minute werden Sie zu Ihrer Sicherheit abgemeldet. Ihre Eingaben bleiben erhalten.
    </ConfirmDialog>
  );
}

export default withDesignSystem(SessionTimeoutDialog);
