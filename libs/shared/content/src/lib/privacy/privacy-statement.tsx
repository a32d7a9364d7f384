import { formatLongDay, type Tenant } from '@fobu/domain';
import { PageLink } from '../common/content-link';
import { ContentSection } from '../common/content-section';
import { contentNoteClass } from '../common/content.styles';
import { TableOfContents } from '../common/table-of-contents';
import { MailLink } from '../common/mail-link';
import { PostalAddress } from '../common/postal-address';
import { CONTENT_REVIEWED_ON } from '../common/statement-dates';
import { SUPERVISORY_AUTHORITY, TENANT_DETAILS } from '../common/tenant-details';
import { BrowserStorageList } from './browser-storage-list';
import { PROCESSING_PURPOSES } from './processing-purposes';

/** The sections, for their headings and the table of contents. */
const SECTIONS = {
  verantwortlicheStelle: { id: 'verantwortliche-stelle', title: 'Verantwortliche Stelle' },
  datenschutzbeauftragte: { id: 'datenschutzbeauftragte', title: 'Behördliche Datenschutzbeauftragte' },
  zwecke: { id: 'zwecke', title: 'Welche Daten wir wozu verarbeiten' },
  speicherImBrowser: { id: 'speicher-im-browser', title: 'Cookies und Speicher im Browser' },
  empfaenger: { id: 'empfaenger', title: 'Empfänger' },
  ihreRechte: { id: 'ihre-rechte', title: 'Ihre Rechte' },
  aufsichtsbehoerde: { id: 'aufsichtsbehoerde', title: 'Beschwerde bei der Aufsichtsbehörde' },
} as const;

/** The privacy statement (Art. 13 DSGVO) of a tenant's portal. */
export function PrivacyStatement({ tenant }: { tenant: Tenant }) {
  const details = TENANT_DETAILS[tenant];
  return (
    <>
      <TableOfContents sections={Object.values(SECTIONS)} />
      <ContentSection {...SECTIONS.verantwortlicheStelle}>
        <p>Verantwortlich für die Verarbeitung Ihrer Daten in diesem Portal ist:</p>
        <PostalAddress lines={[`${details.name} (${details.shortName})`]} address={details.address} />
        <p>
          E-Mail: <MailLink address={details.supportEmail} />
        </p>
        <p>
          Das {details.shortName} ist {details.legalForm}.
        </p>
      </ContentSection>

      <ContentSection {...SECTIONS.datenschutzbeauftragte}>
        <p>
          Die oder der behördliche Datenschutzbeauftragte des {details.shortName} ist unter der Anschrift des Instituts mit dem Zusatz
          „Datenschutzbeauftragte“ erreichbar, per E-Mail unter <MailLink address={details.privacyEmail} />. Schreiben Sie uns bitte nicht
          per unverschlüsselter E-Mail, wenn Ihre Nachricht besonders schutzwürdige Angaben enthält; nutzen Sie dann den Postweg.
        </p>
      </ContentSection>

      <ContentSection {...SECTIONS.zwecke}>
        {PROCESSING_PURPOSES.map((purpose) => (
          <div key={purpose.title}>
            <h3>{purpose.title}</h3>
            <p>{purpose.what}</p>
            <p>
              <strong>Rechtsgrundlage:</strong> {purpose.legalBasis}
            </p>
            <p>
              <strong>Speicherdauer:</strong> {purpose.retention}
            </p>
          </div>
        ))}
        <p data-closing="">
          Wir setzen keine Analyse- oder Werbewerkzeuge ein. Schriften und Symbole liefert das Portal selbst aus; beim Besuch werden keine
          Daten an Dritte wie Schriftanbieter, Kartendienste oder Netzwerke zur Inhaltsauslieferung übermittelt.
        </p>
      </ContentSection>

      <ContentSection {...SECTIONS.speicherImBrowser}>
        <p>
          Das Portal legt nur ab, was es für seine Funktion braucht (§ 25 Abs. 2 Nr. 2
          Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz, TDDDG); dafür ist keine Einwilligung nötig. Es gibt keine Cookies zur
          Reichweitenmessung oder Werbung.
        </p>
        <BrowserStorageList />
      </ContentSection>

      <ContentSection {...SECTIONS.empfaenger}>
        <p>
          Ihre Daten sehen nur die Stellen, die sie für ihre Aufgabe brauchen: das Team des Fortbildungsportals, die Leitung und die
          Organisation der von Ihnen gebuchten Veranstaltung sowie bei genehmigungspflichtigen Fortbildungen Ihre Schulleitung. Den
          technischen Betrieb übernimmt ein IT-Dienstleister des Landes in unserem Auftrag und nach unseren Weisungen (Art. 28 DSGVO). Die
          Anmeldung läuft über den zentralen Anmeldedienst des Landes; er erhält dabei die für die Anmeldung nötigen Angaben. Eine
          Übermittlung in Staaten außerhalb der Europäischen Union findet nicht statt.
        </p>
      </ContentSection>

      <ContentSection {...SECTIONS.ihreRechte}>
        <p>Sie haben das Recht,</p>
        <ul>
          <li>Auskunft über die zu Ihrer Person gespeicherten Daten zu erhalten (Art. 15 DSGVO),</li>
          <li>unrichtige Daten berichtigen zu lassen (Art. 16 DSGVO),</li>
          <li>die Löschung Ihrer Daten zu verlangen, soweit wir sie nicht mehr benötigen oder aufbewahren müssen (Art. 17 DSGVO),</li>
          <li>die Einschränkung der Verarbeitung zu verlangen (Art. 18 DSGVO),</li>
          <li>aus Gründen, die sich aus Ihrer besonderen Situation ergeben, der Verarbeitung zu widersprechen (Art. 21 DSGVO).</li>
        </ul>
        <p>
          Wenden Sie sich dafür formlos an <MailLink address={details.privacyEmail} /> oder an die oben genannte Anschrift. Fragen zur
          Nutzung des Portals beantwortet der <PageLink to="support">Support</PageLink>.
        </p>
      </ContentSection>

      <ContentSection {...SECTIONS.aufsichtsbehoerde}>
        <p>
          Wenn Sie meinen, dass wir Ihre Daten nicht rechtmäßig verarbeiten, können Sie sich bei der Datenschutzaufsicht des Landes
          beschweren (Art. 77 DSGVO):
        </p>
        <PostalAddress lines={[SUPERVISORY_AUTHORITY.name]} address={SUPERVISORY_AUTHORITY.address} />
        <p>
          E-Mail: <MailLink address={SUPERVISORY_AUTHORITY.email} />, Internet:{' '}
          <a href={SUPERVISORY_AUTHORITY.website}>www.datenschutzzentrum.de</a>
        </p>
      </ContentSection>

      <p className={contentNoteClass}>Stand: {formatLongDay(CONTENT_REVIEWED_ON)}</p>
    </>
  );
}
