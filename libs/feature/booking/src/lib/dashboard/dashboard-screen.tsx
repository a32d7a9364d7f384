import { Grid, Stack } from '@chakra-ui/react';
import { NotificationsPanel } from '@fobu/catalogue/notifications';
import { ROLE_SCREEN_TITLES } from '@fobu/domain';
import { TRAINING_RECORD_VIEW, useMemberDashboardSearch, useRoleBranch } from '@fobu/routing';
import { ScreenPage } from '@fobu/ui';
import { EvaluationPage } from '../evaluation/evaluation-page';
import { OpenEvaluationsSection } from '../evaluation/open-evaluations-section';
import { RequestsSection } from '../on-demand/requests-section';
import { TrainingRecordLink } from '../training-record/training-record-link';
import { TrainingRecordPage } from '../training-record/training-record-page';
import { WorkgroupPage } from '../workgroups/workgroup-page';
import { WorkgroupsSection } from '../workgroups/workgroups-section';
import { ApprovalsSection } from './approvals-section';
import { BookingSections } from './booking-sections';

/**
 * A booking user's dashboard: their bookings with what each state means, and their notifications;
 * for the school head first the staff bookings waiting for approval and the school's on-demand requests;
 * the person's workgroups, and with `arbeitsgruppe` one of them instead (docs/workgroups.md); the
 * dates to evaluate, and with `bewertung` the evaluation form of one; with `ansicht=fortbildungskonto`
 * the person's Fortbildungskonto instead (docs/proof-of-training.md).
 */
export function DashboardScreen() {
  const { tenant, role, user } = useRoleBranch();
  const { search } = useMemberDashboardSearch();
  if (search.arbeitsgruppe !== undefined) return <WorkgroupPage id={search.arbeitsgruppe} />;
  if (search.bewertung !== undefined) return <EvaluationPage terminId={search.bewertung} />;
  if (search.ansicht === TRAINING_RECORD_VIEW) return <TrainingRecordPage />;
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
          <p>
            <TrainingRecordLink>Mein Fortbildungskonto</TrainingRecordLink>: Ihre Fortbildungsstunden, Ihr Stand in den Fortbildungskonten
            und Ihr Fortbildungsnachweis zum Herunterladen.
          </p>
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
