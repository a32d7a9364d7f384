import { Grid, Stack } from '@chakra-ui/react';
import { NotificationsPanel } from '@fobu/catalogue/notifications';
import { ROLE_SCREEN_TITLES } from '@fobu/domain';
import { useMemberDashboardSearch, useRoleBranch } from '@fobu/routing';
import { ScreenPage } from '@fobu/ui';
import { EvaluationPage } from '../evaluation/evaluation-page';
import { OpenEvaluationsSection } from '../evaluation/open-evaluations-section';
import { RequestsSection } from '../on-demand/requests-section';
import { WorkgroupPage } from '../workgroups/workgroup-page';
import { WorkgroupsSection } from '../workgroups/workgroups-section';
import { ApprovalsSection } from './approvals-section';
import { BookingSections } from './booking-sections';

/**
 * A booking user's dashboard: their bookings with what each state means, and their notifications;
 * for the school head first the staff bookings waiting for approval and the school's on-demand requests;
 * the person's workgroups, and with `arbeitsgruppe` one of them instead (docs/workgroups.md); the
 * dates to evaluate, and with `bewertung` the evaluation form of one (docs/proof-of-training.md).
 */
export function DashboardScreen() {
  const { tenant, role, user } = useRoleBranch();
  const { arbeitsgruppe: workgroupId, bewertung: evaluatedDate } = useMemberDashboardSearch().search;
  if (workgroupId !== undefined) return <WorkgroupPage id={workgroupId} />;
  if (evaluatedDate !== undefined) return <EvaluationPage terminId={evaluatedDate} />;
  const greeting = `Guten Tag, ${[user.vorname, user.name].filter(Boolean).join(' ')}. `;
  return (
    <ScreenPage
      title={ROLE_SCREEN_TITLES.dashboard}
      lead={`${greeting}Hier sehen Sie Ihre Anmeldungen, was als Nächstes geschieht, und Ihre Benachrichtigungen.`}
    >
      <Grid
        gap={{ base: '10', lg: '12' }}
        templateColumns={{
          base: 'minmax(0, 1fr)',
          md: 'minmax(0, 2fr) minmax(0, 1fr)',
        }}
        alignItems="start"
      >
        <Stack gap="10" minW="0">
          {role === 'schulleitung' && <ApprovalsSection />}
          {role === 'schulleitung' && <RequestsSection tenant={tenant} />}
          <OpenEvaluationsSection />
          <WorkgroupsSection />
          <BookingSections tenant={tenant} role={role} />
        </Stack>
        <Stack gap="10" minW="0">
          <NotificationsPanel />
        </Stack>
      </Grid>
    </ScreenPage>
  );
}
