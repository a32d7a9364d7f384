import { useSendKontaktanfrage } from '@fobu/api-clients';
import { FeedbackForm } from '@fobu/content';
import { ContentPage } from './content-page';

/** `feedback`: what went wrong or what is missing, from any page (footer link). */
export function FeedbackPage() {
  const { mutateAsync } = useSendKontaktanfrage();
  return (
    <ContentPage
      page="feedback"
      lead="Ist Ihnen ein Fehler aufgefallen, stoßen Sie auf eine Barriere oder fehlt Ihnen etwas? Sagen Sie es uns – in wenigen Sätzen."
    >
      {(tenant) => <FeedbackForm tenant={tenant} send={mutateAsync} />}
    </ContentPage>
  );
}
