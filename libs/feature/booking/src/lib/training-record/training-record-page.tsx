import { loadStateOf, trainingRecordQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { Fortbildungskonto } from '@fobu/api-contract';
import { formatShortDay } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { LoadStates, ScreenPage } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import { DashboardCardList } from '../dashboard/dashboard-card';
import { bookingGroupsClass } from '../dashboard/booking-sections.styles';
import { RecognitionSection } from '../recognition/recognition-section';
import { AccountCard } from './account-card';
import { RecordDownloads } from './record-downloads';
import { TrainingEntries } from './training-entries';
import { TrainingRecordLink } from './training-record-link';

/**
 * The person's Fortbildungskonto (`dashboard?ansicht=fortbildungskonto`): the progress of each of
 * the tenant's accounts, every training taken part in with its hours, the requests to recognise
 * outside training (rendered apart from the record's loading: a request can be filed while the
 * record cannot be read), and the record as a download.
 */
export function TrainingRecordPage() {
  const query = useQuery(trainingRecordQueryOptions(useServiceClients(), useRoleBranch().user.uid));
  return (
    <div>
      <p style={{ marginBottom: '0.75rem' }}>
        <TrainingRecordLink back>← Zurück zu Meine Fortbildungen</TrainingRecordLink>
      </p>
      <ScreenPage
        title="Mein Fortbildungskonto"
        lead="Ihre Fortbildungen mit den Stunden, an denen Sie teilgenommen haben, und Ihr Stand in den Fortbildungskonten."
      >
        <div className={bookingGroupsClass}>
          <LoadStates state={loadStateOf(query)} what="Ihr Fortbildungskonto" rows={4} onRetry={() => void query.refetch()}>
            {() => query.data && <AccountsSection record={query.data} />}
          </LoadStates>
          {query.data && (
            <section aria-labelledby="fortbildungen">
              <h2 id="fortbildungen">Ihre Fortbildungen</h2>
              <TrainingEntries entries={query.data.eintraege} />
            </section>
          )}
          <RecognitionSection />
          <section aria-labelledby="nachweis">
            <h2 id="nachweis">Fortbildungsnachweis herunterladen</h2>
            <RecordDownloads />
          </section>
        </div>
      </ScreenPage>
    </div>
  );
}

function AccountsSection({ record }: { record: Fortbildungskonto }) {
  return (
    <section aria-labelledby="konten">
      <h2 id="konten">Fortbildungskonten</h2>
      <p>Stand: {formatShortDay(`${record.stichtag}T12:00:00Z`)}</p>
      {record.konten.length === 0 ? (
        <p>Ihr Institut führt keine Fortbildungskonten.</p>
      ) : (
        <DashboardCardList>
          {record.konten.map((account) => (
            <AccountCard key={account.code} account={account} entries={record.eintraege} />
          ))}
        </DashboardCardList>
      )}
    </section>
  );
}
