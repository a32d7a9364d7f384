import { Heading, Text } from '@chakra-ui/react';
import { useSendKontaktanfrage } from '@fobu/api-clients';
import { useAuthState } from '@fobu/auth-react';
import { ContactForm, FaqList, PageLink } from '@fobu/content';
import { usePortalContext } from '@fobu/routing';
import { ContentPage } from './content-page';

/** `support`: frequent questions, and the contact form that reaches the support team. */
export function SupportPage() {
  const { mutateAsync } = useSendKontaktanfrage();
  const state = useAuthState(usePortalContext().auth);
  // Signed in, the form knows who is writing; the person can still change both fields.
  const person =
    state.status === 'signed-in' ? { name: `${state.user.vorname} ${state.user.name}`.trim(), email: state.user.email } : undefined;
  return (
    <ContentPage page="support" lead="Antworten auf häufige Fragen und der direkte Weg zu unserem Support-Team.">
      {(tenant) => (
        <>
          <Heading as="h2" id="haeufige-fragen" size={{ base: 'lg', md: 'xl' }} mb="3">
            Häufige Fragen
          </Heading>
          <FaqList tenant={tenant} />
          <Heading as="h2" id="kontaktformular" size={{ base: 'lg', md: 'xl' }} mt="12" mb="3">
            Kontaktformular
          </Heading>
          <Text maxW="70ch" mb="6">
            Ihre Frage ist nicht dabei? Schreiben Sie uns. Sie erhalten sofort eine Vorgangsnummer und in der Regel innerhalb von drei
            Arbeitstagen eine Antwort. Hinweise zu Fehlern im Portal nehmen wir gern über das{' '}
            <PageLink to="feedback">Feedbackformular</PageLink> entgegen.
          </Text>
          <ContactForm tenant={tenant} person={person} send={mutateAsync} />
        </>
      )}
    </ContentPage>
  );
}
