import type { Tenant } from '@fobu/domain';
import type { ReactNode } from 'react';
import { PageLink } from '../common/content-link';
import { TENANT_DETAILS } from '../common/tenant-details';
import { easyLanguageClass } from './easy-language.styles';

/**
 * The start page's explanation in Leichte Sprache (BITV 2.0 § 4): one statement per sentence,
 * short lines, hard words explained, long words split with a middle dot.
 */
export function EasyLanguage({ tenant }: { tenant: Tenant }) {
  const details = TENANT_DETAILS[tenant];
  return (
    <div className={easyLanguageClass}>
      <Step id="was-ist-das" title="Was ist das Fort·bildungs·portal?">
        <p>Das ist eine Internet·seite.</p>
        <p>Auf der Internet·seite finden Sie Fort·bildungen.</p>
        <p>
          Eine <Explained>Fort·bildung</Explained> ist ein Kurs für Menschen mit Beruf. Dort lernen Sie Neues für Ihre Arbeit.
        </p>
        <p>Die Fort·bildungen sind für {details.audienceInPlainWords}</p>
        <p>
          Die Internet·seite gehört zum {details.shortName}. Das ist die Abkürzung für: {details.name}.
        </p>
      </Step>

      <Step id="fortbildung-finden" title="Wie finde ich eine Fort·bildung?">
        <p>Es gibt 3 Arten von Fort·bildungen.</p>
        <ul>
          <li>
            <PageLink to="veranstaltungstermine">Veranstaltungs·termine</PageLink>: Die Fort·bildung ist an einem festen Tag.
          </li>
          <li>
            <PageLink to="abrufveranstaltungen">Abruf·veranstaltungen</PageLink>: Ihre Schule bestellt die Fort·bildung. Die Fort·bildung
            ist dann in Ihrer Schule.
          </li>
          <li>
            <PageLink to="selbstlernkurse">Selbst·lern·kurse</PageLink>: Sie lernen am Computer. Sie lernen, wann Sie wollen.
          </li>
        </ul>
        <p>Klicken Sie auf eine Art. Dann sehen Sie eine Liste.</p>
        <p>Sie können die Liste kleiner machen. Zum Beispiel: nur Fort·bildungen in Ihrer Nähe.</p>
      </Step>

      <Step id="anmelden" title="Wie melde ich mich im Portal an?">
        <p>Oben auf jeder Seite ist ein Knopf. Auf dem Knopf steht: Anmelden.</p>
        <p>Klicken Sie auf den Knopf.</p>
        <p>Dann kommt eine andere Seite. Dort geben Sie Ihren Benutzer·namen und Ihr Pass·wort ein.</p>
        <p>
          Ein <Explained>Pass·wort</Explained> ist ein geheimes Wort. Nur Sie kennen es.
        </p>
        <p>Danach sind Sie wieder im Portal. Jetzt sind Sie angemeldet.</p>
      </Step>

      <Step id="buchen" title="Wie buche ich eine Fort·bildung?">
        <p>Buchen heißt: Sie sagen, Sie wollen mitmachen.</p>
        <p>Dafür müssen Sie angemeldet sein.</p>
        <p>Suchen Sie die Fort·bildung in der Liste. Klicken Sie auf: Buchen.</p>
        <p>Manchmal sind schon alle Plätze voll. Dann kommen Sie auf die Warte·liste.</p>
        <p>
          Eine <Explained>Warte·liste</Explained> ist eine Liste für später. Wird ein Platz frei, bekommen Sie den Platz.
        </p>
        <p>Manchmal muss Ihre Schul·leitung Ja sagen. Dann warten Sie auf die Antwort.</p>
        <p>Wir schreiben Ihnen, wenn sich etwas ändert.</p>
      </Step>

      <Step id="hilfe" title="Wo bekomme ich Hilfe?">
        <p>
          Haben Sie eine Frage? Dann gehen Sie auf die Seite <PageLink to="support">Support</PageLink>.
        </p>
        <p>Support heißt: Hilfe.</p>
        <p>Dort stehen Antworten auf viele Fragen.</p>
        <p>Dort können Sie uns auch eine Nachricht schreiben. Wir antworten Ihnen.</p>
        <p>
          Funktioniert etwas nicht? Dann sagen Sie es uns auf der Seite <PageLink to="feedback">Feedback</PageLink>.
        </p>
      </Step>

      <p>
        Zur <PageLink to="start">Startseite</PageLink> in Alltagssprache.
      </p>
    </div>
  );
}

function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A word explained in the next sentence: bold, as Leichte Sprache marks new words. */
function Explained({ children }: { children: ReactNode }) {
  return <strong>{children}</strong>;
}
