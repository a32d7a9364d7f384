import { formatLongDay, type Tenant } from '@fobu/domain';
import { PageLink } from '../common/content-link';
import { ContentSection } from '../common/content-section';
import { contentNoteClass } from '../common/content.styles';
import { MailLink } from '../common/mail-link';
import { PostalAddress } from '../common/postal-address';
import { CONTENT_REVIEWED_ON } from '../common/statement-dates';
import { TENANT_DETAILS } from '../common/tenant-details';

/** The imprint (§ 5 DDG, § 18 MStV) of a tenant's portal; people are named by function only. */
export function Imprint({ tenant }: { tenant: Tenant }) {
  const details = TENANT_DETAILS[tenant];
  return (
    <>
      <ContentSection id="anbieter" title="Anbieter">
        <p>Anbieter dieses Fortbildungsportals ist:</p>
        <PostalAddress lines={[`${details.name} (${details.shortName})`]} address={details.address} />
        <p>
          Das {details.shortName} ist {details.legalForm}.
        </p>
        <p>Vertreten wird das Institut durch {details.representedBy}.</p>
      </ContentSection>

      <ContentSection id="kontakt" title="Kontakt">
        <p>
          E-Mail: <MailLink address={details.supportEmail} />
        </p>
        <p>
          Am schnellsten erreichen Sie uns über das Kontaktformular auf der Seite <PageLink to="support">Support</PageLink>. Sie erhalten
          dort sofort eine Vorgangsnummer.
        </p>
      </ContentSection>

      <ContentSection id="verantwortlich" title="Verantwortlich für den Inhalt">
        <p>Verantwortlich für den Inhalt nach § 18 Abs. 2 Medienstaatsvertrag ist {details.contentResponsible}.</p>
        <p>Für die einzelnen Fortbildungsangebote sind die jeweils genannten Veranstaltungsleitungen inhaltlich verantwortlich.</p>
      </ContentSection>

      <ContentSection id="aufsicht" title="Aufsicht">
        <p>
          Die Aufsicht führt das Ministerium für Allgemeine und Berufliche Bildung, Wissenschaft, Forschung und Kultur des Landes
          Schleswig-Holstein, Brunswiker Straße 16–22, 24105 Kiel.
        </p>
      </ContentSection>

      <ContentSection id="haftung" title="Hinweise zu Inhalten und Verweisen">
        <p>
          Wir prüfen die Inhalte dieses Portals sorgfältig. Für Inhalte fremder Websites, auf die wir verweisen, sind deren Anbieter
          verantwortlich; bei Kenntnis rechtswidriger Inhalte entfernen wir den Verweis umgehend.
        </p>
        <p>
          Texte, Grafiken und Programmhefte dürfen für nichtkommerzielle Zwecke der Schul- und Unterrichtsentwicklung mit Quellenangabe
          verwendet werden, soweit nicht anders angegeben.
        </p>
      </ContentSection>

      <ContentSection id="barrierefreiheit-datenschutz" title="Barrierefreiheit und Datenschutz">
        <p>
          Wie barrierefrei dieses Portal ist, steht in der <PageLink to="barrierefreiheit">Erklärung zur Barrierefreiheit</PageLink>. Wie
          wir mit Ihren Daten umgehen, erklärt die <PageLink to="datenschutz">Datenschutzerklärung</PageLink>.
        </p>
      </ContentSection>

      <p className={contentNoteClass}>Stand: {formatLongDay(CONTENT_REVIEWED_ON)}</p>
    </>
  );
}
