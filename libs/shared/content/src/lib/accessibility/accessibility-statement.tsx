import { formatLongDay, type Tenant } from '@fobu/domain';
import { PageLink } from '../common/content-link';
import { ContentSection } from '../common/content-section';
import { TableOfContents } from '../common/table-of-contents';
import { MailLink } from '../common/mail-link';
import { PostalAddress } from '../common/postal-address';
import { CONTENT_REVIEWED_ON } from '../common/statement-dates';
import { TENANT_DETAILS } from '../common/tenant-details';
import { KNOWN_BARRIERS } from './known-barriers';

/** The state's ombuds office for accessible IT: where a complaint goes when our answer does not help. */
const OMBUDS_OFFICE = {
  lines: [
    'Die Landesbeauftragte oder der Landesbeauftragte für Menschen mit Behinderung Schleswig-Holstein',
    'Ombudsstelle für barrierefreie Informationstechnik',
  ],
  address: { street: 'Karolinenweg 1', postcode: '24105', city: 'Kiel' },
  website: 'https://www.landtag.ltsh.de/beauftragte/lb/',
};

/** The sections, for their headings and the table of contents. */
const SECTIONS = {
  geltungsbereich: { id: 'geltungsbereich', title: 'Geltungsbereich' },
  standDerVereinbarkeit: { id: 'stand-der-vereinbarkeit', title: 'Stand der Vereinbarkeit mit den Anforderungen' },
  nichtBarrierefreieInhalte: { id: 'nicht-barrierefreie-inhalte', title: 'Nicht barrierefreie Inhalte' },
  erstellung: { id: 'erstellung', title: 'Erstellung dieser Erklärung' },
  feedback: { id: 'feedback', title: 'Barrieren melden: Feedback und Kontakt' },
  schlichtungsverfahren: { id: 'schlichtungsverfahren', title: 'Schlichtungsverfahren' },
} as const;

/** The accessibility statement required by BITV 2.0 and the LBGG, per tenant. */
export function AccessibilityStatement({ tenant }: { tenant: Tenant }) {
  const details = TENANT_DETAILS[tenant];
  const date = formatLongDay(CONTENT_REVIEWED_ON);
  return (
    <>
      <TableOfContents sections={Object.values(SECTIONS)} />
      <ContentSection {...SECTIONS.geltungsbereich}>
        <p>
          Das {details.nameAfterArticle} ({details.shortName}) ist bemüht, sein Fortbildungsportal im Einklang mit dem
          Landesbehindertengleichstellungsgesetz Schleswig-Holstein (LBGG) und der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0)
          barrierefrei zugänglich zu machen. Diese Erklärung gilt für alle Seiten des Fortbildungsportals des {details.shortName}{' '}
          einschließlich der als App installierten Fassung.
        </p>
      </ContentSection>

      <ContentSection {...SECTIONS.standDerVereinbarkeit}>
        <p>
          Das Portal ist <strong>teilweise barrierefrei</strong>: Es ist mit den Anforderungen der BITV 2.0 teilweise vereinbar. Die Seiten
          lassen sich vollständig mit der Tastatur bedienen, zeigen den Tastaturfokus deutlich, funktionieren bei 400 % Vergrößerung ohne
          seitliches Scrollen und haben in heller wie dunkler Darstellung ausreichende Kontraste. Die folgenden Inhalte sind noch nicht
          barrierefrei.
        </p>
      </ContentSection>

      <ContentSection {...SECTIONS.nichtBarrierefreieInhalte}>
        <ol data-barriers="">
          {KNOWN_BARRIERS.map((barrier) => (
            <li key={barrier.what}>
              <p>{barrier.what}</p>
              <p>
                <strong>Warum:</strong> {barrier.why}
              </p>
              <p>
                <strong>Was hilft:</strong> {barrier.meanwhile}
              </p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection {...SECTIONS.erstellung}>
        <p>
          Diese Erklärung wurde am {date} erstellt. Sie beruht auf einer Selbstbewertung: Alle öffentlichen Seiten werden bei jeder Änderung
          automatisch mit dem Prüfwerkzeug axe-core in heller und dunkler Darstellung geprüft, Bedienung mit der Tastatur und Darstellung
          bei 320 Pixel Breite werden zusätzlich getestet. Eine Prüfung durch eine unabhängige Prüfstelle (BITV-Test) steht noch aus. Die
          Erklärung wurde zuletzt am {date} überprüft.
        </p>
      </ContentSection>

      <ContentSection {...SECTIONS.feedback}>
        <p>
          Sind Ihnen Barrieren aufgefallen, die hier nicht genannt sind, oder brauchen Sie einen Inhalt in anderer Form? Schreiben Sie uns
          über das <PageLink to="feedback">Feedbackformular</PageLink>, per E-Mail an <MailLink address={details.supportEmail} /> oder per
          Post an die Anschrift im <PageLink to="impressum">Impressum</PageLink>. Wir antworten Ihnen in der Regel innerhalb von zwei
          Wochen.
        </p>
      </ContentSection>

      <ContentSection {...SECTIONS.schlichtungsverfahren}>
        <p>
          Wenn Sie auf Ihre Meldung keine oder keine zufriedenstellende Antwort erhalten, können Sie sich an die Ombudsstelle für
          barrierefreie Informationstechnik des Landes Schleswig-Holstein wenden. Sie vermittelt kostenfrei zwischen Ihnen und uns; einen
          Anwalt brauchen Sie dafür nicht.
        </p>
        <PostalAddress lines={OMBUDS_OFFICE.lines} address={OMBUDS_OFFICE.address} />
        <p>
          Internet: <a href={OMBUDS_OFFICE.website}>www.landtag.ltsh.de/beauftragte/lb</a>
        </p>
        <p>
          Die <a href="https://www.schlichtungsstelle-bgg.de">Schlichtungsstelle nach § 16 Behindertengleichstellungsgesetz (BGG)</a> ist
          für Stellen des Bundes zuständig; für dieses Portal des Landes wenden Sie sich bitte an die Ombudsstelle des Landes.
        </p>
      </ContentSection>
    </>
  );
}
