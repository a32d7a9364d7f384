import type { FaqEntry } from '@fobu/content';
import { bookingStateLabel, type BookingState } from '@fobu/domain';
import { BranchLink } from '../branch-link';

/** What each state of a booking means; its name is the one the dashboard's badge shows. */
const STATE_MEANINGS: readonly {
  readonly status: BookingState;
  readonly meaning: string;
}[] = [
  {
    status: 'angemeldet',
    meaning: 'Ihre Anmeldung ist eingegangen. Über die Zulassung entscheidet die Veranstaltungsleitung; Sie werden benachrichtigt.',
  },
  {
    status: 'wartet_auf_genehmigung',
    meaning:
      'Für diesen Termin muss Ihre Schulleitung zustimmen. Danach werden Sie zugelassen oder, wenn kein Platz mehr frei ist, auf die Warteliste gesetzt.',
  },
  {
    status: 'zugelassen',
    meaning: 'Ihr Platz ist sicher. Können Sie nicht teilnehmen, stornieren Sie bitte rechtzeitig, damit jemand nachrücken kann.',
  },
  {
    status: 'warteliste',
    meaning:
      'Alle Plätze sind vergeben. Wird einer frei, rücken Sie in der Reihenfolge der Anmeldung nach; die Zahl zeigt, wie viele vor Ihnen stehen.',
  },
  {
    status: 'nicht_zugelassen',
    meaning: 'Die Teilnahme wurde nicht genehmigt, zum Beispiel von Ihrer Schulleitung. Den Grund finden Sie in der Benachrichtigung.',
  },
  {
    status: 'storniert',
    meaning: 'Sie haben die Anmeldung zurückgezogen. Sie können sich erneut anmelden, solange Plätze frei sind.',
  },
  {
    status: 'abgesagt',
    meaning: 'Der Termin findet nicht statt. Sie müssen nichts tun; gibt es einen Ersatztermin, steht er in der Benachrichtigung.',
  },
  {
    status: 'teilgenommen',
    meaning: 'Ihre Teilnahme ist bestätigt. Die Teilnahmebestätigung können Sie als PDF herunterladen.',
  },
  {
    status: 'nicht_erschienen',
    meaning:
      'Sie waren zugelassen, wurden aber nicht als anwesend eingetragen. Stimmt das nicht, wenden Sie sich an die Veranstaltungsleitung.',
  },
  {
    status: 'eingeschrieben',
    meaning:
      'Sie sind in einen Selbstlernkurs eingeschrieben und haben den Zugang zur Lernplattform. Bis zum Abschluss können Sie die Einschreibung stornieren.',
  },
  {
    status: 'abgeschlossen',
    meaning: 'Sie haben den Selbstlernkurs abgeschlossen; die Teilnahmebestätigung steht bereit.',
  },
];

export const STATE_HELP = STATE_MEANINGS.map(({ status, meaning }) => ({
  // The waiting list's badge carries the place, e.g. "Warteliste, Platz 3".
  label: bookingStateLabel(status, '…'),
  meaning,
}));

/** The questions booking users ask, grouped as they come up: booking, waiting, cancelling, afterwards. */
export const HELP_QUESTIONS: readonly FaqEntry[] = [
  {
    id: 'anmelden',
    topic: 'Anmelden',
    question: 'Wie melde ich mich zu einer Fortbildung an?',
    answer: (
      <>
        <p>
          Suchen Sie unter <BranchLink screen="veranstaltungstermine">Veranstaltungstermine</BranchLink> nach Titel, Fach, Kreis oder
          Zeitraum und öffnen Sie das Angebot. Bei jedem Termin, für den die Anmeldung offen ist, steht „Anmelden“ – oder „Auf die
          Warteliste“, wenn alle Plätze vergeben sind.
        </p>
        <p>
          Im folgenden Fenster können Sie der Veranstaltungsleitung eine Bemerkung mitgeben, etwa zur Barrierefreiheit. Nach „Anmelden“
          sehen Sie sofort das Ergebnis, und die Anmeldung steht unter <BranchLink screen="dashboard">Meine Fortbildungen</BranchLink>. Ein
          doppelter Klick meldet Sie nur einmal an.
        </p>
      </>
    ),
  },
  {
    id: 'nicht-buchbar',
    topic: 'Anmelden',
    question: 'Warum kann ich einen Termin nicht buchen?',
    answer: (
      <>
        <p>Das Portal nennt Ihnen den Grund. Die häufigsten sind:</p>
        <ul>
          <li>Die Anmeldung ist noch nicht offen oder der Anmeldeschluss ist vorbei (beides steht beim Termin).</li>
          <li>Alle Plätze und die Warteliste sind voll.</li>
          <li>Sie sind für diesen Termin schon angemeldet.</li>
          <li>
            Das Angebot richtet sich an andere Zielgruppen als Ihre Rolle (sie stehen beim Angebot unter „Zielgruppen“). Haben Sie eine
            weitere Rolle, wählen Sie sie unter <BranchLink screen="rollenwechsel">Rolle wechseln</BranchLink>.
          </li>
          <li>Ein Termin einer Abrufveranstaltung ist nur für die Schule buchbar, die ihn angefragt hat.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'genehmigung',
    topic: 'Anmelden',
    question: 'Was bedeutet „Genehmigung der Schulleitung nötig“?',
    answer: (
      <p>
        Bei manchen Terminen, etwa während der Unterrichtszeit, muss Ihre Schulleitung zustimmen. Ihre Anmeldung steht dann auf „Wartet auf
        Genehmigung“, und Ihre Schulleitung sieht sie im Portal. Sobald sie entschieden hat, werden Sie benachrichtigt. Lehnt sie ab, nennt
        sie einen Grund.
      </p>
    ),
  },
  {
    id: 'warteliste',
    topic: 'Warteliste',
    question: 'Wie funktioniert die Warteliste?',
    answer: (
      <p>
        Sind alle Plätze vergeben, kommen Sie auf die Warteliste, solange sie nicht voll ist. Sagt jemand ab, rückt die erste Person der
        Warteliste automatisch nach und wird benachrichtigt; alle anderen rücken einen Platz vor. Ihren Platz sehen Sie unter{' '}
        <BranchLink screen="dashboard">Meine Fortbildungen</BranchLink>.
      </p>
    ),
  },
  {
    id: 'stornieren',
    topic: 'Stornieren',
    question: 'Wie storniere ich eine Anmeldung, und bis wann?',
    answer: (
      <>
        <p>
          Unter <BranchLink screen="dashboard">Meine Fortbildungen</BranchLink> steht bei jeder Anmeldung „Stornieren“, solange die
          Stornofrist läuft; das Datum steht bei der Anmeldung. Nach einer Rückfrage ist die Anmeldung storniert, und Ihr Platz geht an die
          Warteliste.
        </p>
        <p>
          Nach der Stornofrist ist das im Portal nicht mehr möglich, weil die Planung dann feststeht. Sind Sie verhindert, sagen Sie bitte
          der Veranstaltungsleitung Bescheid (Kontakt beim Angebot).
        </p>
        <p>
          Die Einschreibung in einen Selbstlernkurs können Sie ebenso stornieren, solange Sie den Kurs nicht abgeschlossen haben; eine Frist
          gibt es dort nicht.
        </p>
      </>
    ),
  },
  {
    id: 'selbstlernkurse',
    topic: 'Selbstlernkurse',
    question: 'Wie funktionieren Selbstlernkurse?',
    answer: (
      <p>
        Unter <BranchLink screen="selbstlernkurse">Selbstlernkurse</BranchLink> schreiben Sie sich mit „Einschreiben“ ein und erhalten
        sofort den Link zur Lernplattform. Er steht danach auch unter <BranchLink screen="dashboard">Meine Fortbildungen</BranchLink>. Sie
        bearbeiten den Kurs in Ihrem Tempo. Bei manchen Kursen melden Sie den Abschluss selbst: mit „Als abgeschlossen melden“ unter Meine
        Fortbildungen, sobald Sie alle Module bearbeitet haben. Bei den anderen meldet ihn die Lernplattform, wenn Sie den Abschlusstest
        bestanden haben. Was für einen Kurs gilt, steht beim Kurs unter „Einschreibung“.
      </p>
    ),
  },
  {
    id: 'kalender',
    topic: 'Danach',
    question: 'Wie kommen meine Termine in meinen Kalender?',
    answer: (
      <p>
        Bei jeder Anmeldung unter <BranchLink screen="dashboard">Meine Fortbildungen</BranchLink> lädt „In den Kalender (.ics)“ eine
        Kalenderdatei (.ics) herunter, die Outlook, der Apple- und der Google-Kalender öffnen. „Alle Termine in den Kalender (.ics)“ lädt
        alle anstehenden auf einmal.
      </p>
    ),
  },
  {
    id: 'bestaetigung',
    topic: 'Danach',
    question: 'Wo bekomme ich meine Teilnahmebestätigung?',
    answer: (
      <p>
        Nach der Fortbildung trägt die Veranstaltungsleitung die Anwesenheit ein. Danach steht bei der Anmeldung unter „Vergangene und
        beendete Anmeldungen“ die Teilnahmebestätigung als PDF zum Herunterladen bereit.
      </p>
    ),
  },
  {
    id: 'benachrichtigungen',
    topic: 'Danach',
    question: 'Worüber werde ich benachrichtigt?',
    answer: (
      <p>
        Über alles, was sich an Ihren Anmeldungen ändert: Zulassung, Nachrücken, Genehmigung oder Ablehnung, Absagen und Änderungen von
        Terminen; vor jedem Termin, zu dem Sie zugelassen sind, erinnern wir Sie (eine Woche oder einen Tag vorher oder beides, wie Sie es
        wählen). Schulleitungen erfahren zudem sofort, wenn eine Anmeldung ihre Genehmigung braucht. Die Benachrichtigungen stehen unter{' '}
        <BranchLink screen="dashboard">Meine Fortbildungen</BranchLink>; ungelesene sind hervorgehoben, und Sie können sie als gelesen
        markieren. Unter „Einstellungen“ oben neben „Abmelden“ schalten Sie jede Art und den Versand per E-Mail einzeln ab und wieder an und
        wählen, wann Erinnerungen kommen.
      </p>
    ),
  },
  {
    id: 'rollen',
    topic: 'Konto',
    question: 'Ich habe mehrere Rollen. Wie wechsle ich?',
    answer: (
      <p>
        Haben Sie mehrere Rollen, etwa Lehrkraft und Schulleitung, steht in der Navigation „Rolle wechseln“. Dort wählen Sie die Rolle, mit
        der Sie weiterarbeiten; das Portal zeigt dann deren Bereiche. Ihre Anmeldungen bleiben dieselben.
      </p>
    ),
  },
  {
    id: 'schulleitung',
    topic: 'Schulleitung',
    question: 'Was kann ich als Schulleitung tun?',
    answer: (
      <p>
        Als Schulleitung sehen Sie unter <BranchLink screen="dashboard">Meine Fortbildungen</BranchLink> zuerst die Anmeldungen Ihres
        Kollegiums, die auf Ihre Genehmigung warten, und genehmigen oder lehnen sie mit einer Begründung ab. Unter{' '}
        <BranchLink screen="abrufveranstaltungen">Abrufveranstaltungen</BranchLink> fragen Sie eine Fortbildung für Ihre Schule an.
      </p>
    ),
  },
];
