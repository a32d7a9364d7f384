import { Text } from '@chakra-ui/react';
import { evaluationFormQueryOptions, loadStateOf, serviceErrorMessage, useServiceClients } from '@fobu/api-clients';
import type { Bewertungsformular } from '@fobu/api-contract';
import { formatDay } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { LoadStates, MessagePage, Note, ScreenPage } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EvaluationForm, type EvaluationSent } from './evaluation-form';
import { EvaluationLink } from './evaluation-link';

const BACK = '← Zurück zu Meine Fortbildungen';

/**
 * The evaluation form of a date the person attended, on their dashboard (`dashboard?bewertung={id}`):
 * reached from „Bitte bewerten Sie“, the e-mail, or the QR code the organiser shows at check-out.
 * After sending it thanks; a date evaluated already says so; anyone else reads the service's reason.
 */
export function EvaluationPage({ terminId }: { terminId: number }) {
  const query = useQuery(evaluationFormQueryOptions(useServiceClients(), useRoleBranch().user.uid, terminId));
  const [sent, setSent] = useState<EvaluationSent>();
  const refusal = serviceErrorMessage(query.error, '');
  if (refusal) {
    return (
      <MessagePage title="Bewertung nicht möglich" action={<EvaluationLink>{BACK}</EvaluationLink>}>
        {refusal}
      </MessagePage>
    );
  }
  return (
    <div>
      <p style={{ marginBottom: '0.75rem' }}>
        <EvaluationLink>{BACK}</EvaluationLink>
      </p>
      <LoadStates state={loadStateOf(query)} what="die Bewertung" rows={5} onRetry={() => void query.refetch()}>
        {() => query.data && <EvaluationView form={query.data} sent={sent} onSent={setSent} />}
      </LoadStates>
    </div>
  );
}

function EvaluationView({
  form,
  sent,
  onSent,
}: {
  form: Bewertungsformular;
  sent: EvaluationSent | undefined;
  onSent: (sent: EvaluationSent) => void;
}) {
  const lead = `Bewertung des Termins am ${formatDay(form.beginn)}`;
  if (sent === 'gesendet') {
    return (
      <ScreenPage title="Vielen Dank für Ihre Bewertung" lead={`${form.titel} · ${lead}`}>
        <Text role="status">
          Ihre Antworten sind anonym gespeichert. Die Veranstaltungsleitung und die Qualitätskontrolle sehen die Ergebnisse erst, wenn
          mindestens fünf Teilnehmende geantwortet haben.
        </Text>
      </ScreenPage>
    );
  }
  if (sent === 'schon_bewertet' || form.beantwortet) {
    return (
      <ScreenPage title={form.titel} lead={lead}>
        <Text role={sent ? 'status' : undefined}>
          Sie haben diesen Termin bereits bewertet. Jede Teilnahme kann nur einmal bewertet werden.
        </Text>
      </ScreenPage>
    );
  }
  return (
    <ScreenPage title={form.titel} lead={lead}>
      <Note mb="6">
        Ihre Bewertung ist anonym: Gespeichert wird sie ohne Ihren Namen und ohne Ihre Anmeldung. Ergebnisse werden erst ab fünf Antworten
        gezeigt.
      </Note>
      <Text mb="4">Wie sehr treffen die folgenden Aussagen aus Ihrer Sicht zu?</Text>
      <EvaluationForm form={form} onSent={onSent} />
    </ScreenPage>
  );
}
