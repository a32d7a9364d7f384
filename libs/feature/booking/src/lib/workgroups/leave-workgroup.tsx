import { Button } from '@chakra-ui/react';
import { serviceErrorMessage, useLeaveWorkgroup } from '@fobu/api-clients';
import { useMemberDashboardSearch, useRoleBranch } from '@fobu/routing';
import { notify } from '@fobu/ui';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useState } from 'react';

const FAILED = 'Sie konnten die Arbeitsgruppe gerade nicht verlassen. Bitte versuchen Sie es erneut.';

/**
 * Leaving the group, after a question that says what it means. Afterwards the dashboard shows again
 * and a toast confirms; the focus goes to its heading, as the button that opened the dialog is gone.
 */
export function LeaveWorkgroup({ group }: { group: { id: number; titel: string } }) {
  const [asking, setAsking] = useState(false);
  const leave = useLeaveWorkgroup(useRoleBranch().user.uid);
  const { update } = useMemberDashboardSearch();
  const confirm = () =>
    leave.mutate(group.id, {
      onSuccess: (left) => {
        notify({ type: 'success', title: 'Arbeitsgruppe verlassen', description: `Sie gehören „${left.titel}“ nicht mehr an.` });
        update({});
      },
    });
  return (
    <>
      <Button variant="outline" size="sm" minH="44px" onClick={() => setAsking(true)}>
        Arbeitsgruppe verlassen
      </Button>
      {asking && (
        <ConfirmDialog
          title="Arbeitsgruppe verlassen?"
          confirmLabel="Verlassen"
          cancelLabel="Mitglied bleiben"
          emphasis="cancel"
          busy={leave.isPending}
          error={serviceErrorMessage(leave.error, FAILED)}
          onConfirm={confirm}
          onCancel={() => {
            leave.reset();
            setAsking(false);
          }}
        >
          Möchten Sie „{group.titel}“ verlassen? Sie erhalten dann keine Einladungen mehr, und Ihre Zusagen zu kommenden Treffen verfallen.
          Besuchte Treffen bleiben in Ihren Fortbildungen. Um wieder Mitglied zu werden, wenden Sie sich an die Leitung der Gruppe.
        </ConfirmDialog>
      )}
    </>
  );
}
