import { Text } from '@chakra-ui/react';
import { formatLongDay, type Tenant } from '@fobu/domain';
import { PageLink } from '../common/content-link';
import { ContentSection } from '../common/content-section';
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
        <Text>Anbieter dieses Fortbildungsportals ist:</Text>
        <PostalAddress lines={[`${details.name} (${details.shortName})`]} address={details.address} />
        <Text>
          Das {details.shortName} ist {details.legalForm}.
        </Text>
        <Text>Vertreten wird das Institut durch {details.representedBy}.</Text>
      </ContentSection>

      <ContentSection id="kontakt" title="Kontakt">
        <Text>
          E-Mail: <MailLink address={details.supportEmail} />
        </Text>
        <Text>
          Am schnellsten erreichen Sie uns über das Kontaktformular auf der Seite <PageLink to="support">Support</PageLink>. Sie erhalten
          dort sofort eine Vorgangsnummer.
        </Text>
      </ContentSection>

      <ContentSection id="verantwortlich" title="Verantwortlich für den Inhalt">
        <Text>Verantwortlich für den Inhalt nach § 18 Abs. 2 Medienstaatsvertrag ist {details.contentResponsible}.</Text>
        <Text>Für die einzelnen Fortbildungsangebote sind die jeweils genannten Veranstaltungsleitungen inhaltlich verantwortlich.</Text>
      </ContentSection>

      <ContentSection id="aufsicht" title="Aufsicht">
        <Text>
          Die Aufsicht führt das Ministerium für Allgemeine und Berufliche Bildung, Wissenschaft, Forschung und Kultur des Landes
          Schleswig-Holstein, Brunswiker Straße 16–22, 24105 Kiel.
        </Text>
      </ContentSection>

      <ContentSection id="haftung" title="Hinweise zu Inhalten und Verweisen">
        <Text>
          Wir prüfen die Inhalte dieses Portals sorgfältig. Für Inhalte fremder Websites, auf die wir verweisen, sind deren Anbieter
          verantwortlich; bei Kenntnis rechtswidriger Inhalte entfernen wir den Verweis umgehend.
        </Text>
        <Text>
          Texte, Grafiken und Programmhefte dürfen für nichtkommerzielle Zwecke der Schul- und Unterrichtsentwicklung mit Quellenangabe
          verwendet werden, soweit nicht anders angegeben.
        </Text>
      </ContentSection>

      <ContentSection id="barrierefreiheit-datenschutz" title="Barrierefreiheit und Datenschutz">
        <Text>
          Wie barrierefrei dieses Portal ist, steht in der <PageLink to="barrierefreiheit">Erklärung zur Barrierefreiheit</PageLink>. Wie
          wir mit Ihren Daten umgehen, erklärt die <PageLink to="datenschutz">Datenschutzerklärung</PageLink>.
        </Text>
      </ContentSection>

      <Text color="fg.muted">Stand: {formatLongDay(CONTENT_REVIEWED_ON)}</Text>
    </>
  );
}
