import type { Tenant } from '@fobu/domain';
import type { ReactNode } from 'react';
import { PageLink } from '../common/content-link';
import { TENANT_DETAILS } from '../common/tenant-details';

export interface FaqEntry {
  readonly id: string;
  readonly topic: string;
  readonly question: string;
  readonly answer: ReactNode;
}

/** The support page's frequent questions, in the order people ask them. */
export function faqEntries(tenant: Tenant): readonly FaqEntry[] {
  const { shortName, audienceInPlainWords } = TENANT_DETAILS[tenant];
  return [
    {
      id: 'anmeldung',
      topic: 'Anmeldung',
      question: 'Wie melde ich mich im Portal an, und was tue ich, wenn es nicht klappt?',
      answer: (
        <>
          <p>
            Wählen Sie oben rechts „Anmelden“. Sie melden sich beim zentralen Anmeldedienst des Landes mit Ihren dienstlichen Zugangsdaten
            an und kehren danach automatisch ins Portal zurück.
          </p>
          <p>
            Klappt die Anmeldung nicht, schließen Sie alle Fenster des Portals und versuchen Sie es erneut. Haben Sie Ihr Passwort
            vergessen, nutzen Sie die Funktion „Passwort vergessen“ des Anmeldedienstes. Bleibt das Problem, schreiben Sie uns über das
            Kontaktformular unten und wählen Sie das Thema „Anmeldung im Portal“.
          </p>
        </>
      ),
    },
    {
      id: 'buchung',
      topic: 'Buchung',
      question: `Wer kann Fortbildungen des ${shortName} buchen, und wie geht das?`,
      answer: (
        <>
          <p>Das Angebot richtet sich an {audienceInPlainWords}</p>
          <p>
            Suchen Sie eine Veranstaltung unter <PageLink to="veranstaltungstermine">Veranstaltungstermine</PageLink>, melden Sie sich an
            und wählen Sie beim gewünschten Termin „Buchen“. Ihre Buchungen sehen Sie anschließend unter „Meine Fortbildungen“. Manche
            Termine brauchen die Genehmigung Ihrer Schulleitung; bis dahin ist Ihre Buchung vorgemerkt.
          </p>
        </>
      ),
    },
    {
      id: 'warteliste',
      topic: 'Warteliste',
      question: 'Der Termin ist ausgebucht. Was bedeutet die Warteliste?',
      answer: (
        <p>
          Ist ein Termin voll, kommen Sie beim Buchen auf die Warteliste, solange dort Plätze frei sind. Sagt jemand ab, rückt die erste
          Person der Warteliste automatisch nach. Wir benachrichtigen Sie im Portal und, wenn Sie es eingestellt haben, per E-Mail. Ihren
          Platz auf der Warteliste sehen Sie unter „Meine Fortbildungen“.
        </p>
      ),
    },
    {
      id: 'stornierung',
      topic: 'Stornierung',
      question: 'Wie melde ich mich von einer Fortbildung ab?',
      answer: (
        <p>
          Bis zur Stornofrist, die bei jedem Termin steht, nehmen Sie Ihre Buchung unter „Meine Fortbildungen“ selbst zurück; Ihr Platz geht
          dann an die Warteliste. Nach der Frist wenden Sie sich bitte an die Veranstaltungsleitung oder an uns. Können Sie kurzfristig
          nicht teilnehmen, sagen Sie bitte trotzdem ab: So kann jemand anderes nachrücken.
        </p>
      ),
    },
    {
      id: 'bescheinigung',
      topic: 'Teilnahmebestätigung',
      question: 'Wo bekomme ich meine Teilnahmebestätigung?',
      answer: (
        <p>
          Sobald die Veranstaltungsleitung Ihre Teilnahme bestätigt hat, steht die Teilnahmebestätigung unter „Meine Fortbildungen“ zum
          Herunterladen bereit. Fehlt eine Bestätigung mehr als vier Wochen nach der Veranstaltung, schreiben Sie uns bitte mit der
          Veranstaltungsnummer.
        </p>
      ),
    },
    {
      id: 'app',
      topic: 'Installierte App',
      question: 'Kann ich das Portal als App auf dem Smartphone nutzen?',
      answer: (
        <>
          <p>
            Ja. Das Portal lässt sich ohne App-Store installieren. Die Anleitungen zeigen die Schritte für{' '}
            <PageLink to="anleitung-pwa-android">Android</PageLink> und für <PageLink to="anleitung-pwa-ios">iPhone und iPad</PageLink>.
          </p>
          <p>
            Beim ersten Start fragt die App, ob Sie die Angebote des IQSH oder des SHIBB sehen möchten. In der App bleiben Sie bis zu 30
            Tage angemeldet. Erscheint ein roter Hinweis auf eine neue Version, tippen Sie auf „Ok“: Die App lädt dann die neue Fassung.
          </p>
        </>
      ),
    },
    {
      id: 'barrierefreiheit',
      topic: 'Barrierefreiheit',
      question: 'Ich nutze einen Screenreader oder brauche große Schrift. Was bietet das Portal?',
      answer: (
        <p>
          Das Portal lässt sich vollständig mit der Tastatur bedienen, passt sich an Vergrößerung an und hat eine dunkle Darstellung
          (Schalter oben rechts). Eine Erklärung in <PageLink to="leichte-sprache">Leichter Sprache</PageLink> gibt es ebenfalls. Was noch
          nicht barrierefrei ist, steht in der <PageLink to="barrierefreiheit">Erklärung zur Barrierefreiheit</PageLink>. Barrieren melden
          Sie am einfachsten über das <PageLink to="feedback">Feedbackformular</PageLink>.
        </p>
      ),
    },
  ];
}
