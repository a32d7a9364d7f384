import { useSendKontaktanfrage } from '@fobu/api-clients';
import { useAuthState } from '@fobu/auth-react';
import { ContactForm, FaqList, PageLink } from '@fobu/content';
import { usePortalContext } from '@fobu/routing';
import { ContentPage } from './content-page';
import { supportPageClass } from './support-page.styles';

/** `support`: frequent questions, and the contact form that reaches the support team. */
export function SupportPage() {
  const { mutateAsync } = useSendKontaktanfrage();
  const state = useAuthState(usePortalContext().auth);
  // Signed in, the form knows who is writing; the person can still change both fields.
  const person =
    state.status === 'signed-in' ? { name: `${state.user.vorname} ${state.user.name}`.trim(), email: state.user.email } : undefined;
  return (
    <ContentPage
      page="support"
      lead="Antworten auf häufige Fragen und der direkte Weg zu unserem Support-Team."
      className={supportPageClass}
    >
      {(tenant) => (
        <>
          <h2 id="haeufige-fragen">Häufige Fragen</h2>
          <FaqList tenant={tenant} />
          <h2 id="kontaktformular">Kontaktformular</h2>
          <p data-intro="">
            Ihre Frage ist nicht dabei? Schreiben Sie uns. Sie erhalten sofort eine Vorgangsnummer und in der Regel innerhalb von drei
            Arbeitstagen eine Antwort. Hinweise zu Fehlern im Portal nehmen wir gern über das{' '}
            <PageLink to="feedback">Feedbackformular</PageLink> entgegen.
          </p>
          <ContactForm tenant={tenant} person={person} send={mutateAsync} />
        </>
      )}
    </ContentPage>
  );
}
