import { Text } from '@chakra-ui/react';
import { TENANT_PROFILES } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { DataExportDownloads } from './data-export-downloads';
import { SettingsSection } from '../settings-section';

/**
 * „Ihre Daten“ (docs/people-and-settings.md, "Data protection (DSGVO)"): every signed-in person
 * downloads everything the portal holds about them; erasure they ask of the administration, which
 * decides it with a second person.
 */
export function OwnDataSection() {
  const { tenant } = useRoleBranch();
  return (
    <SettingsSection
      id="ihre-daten"
      title="Ihre Daten"
      lead={
        <>
          Hier erhalten Sie alles, was das Fortbildungsportal über Sie speichert (Auskunft nach Art. 15 DSGVO): Ihre Angaben aus der
          Anmeldung, Ihre Anmeldungen mit ihrem Verlauf, Wartelistenplätze und Anwesenheiten, Ihre Arbeitsgruppen, die Benachrichtigungen
          und E-Mails des Portals und Ihre Einstellungen. Die PDF-Datei ist zum Lesen, die JSON-Datei für andere Programme.
        </>
      }
    >
      <DataExportDownloads />
      <Text mt="3" maxW="70ch">
        Möchten Sie, dass das Portal Ihre Daten löscht, wenden Sie sich an die Verwaltung des {TENANT_PROFILES[tenant].shortName}. Ihre
        Anmeldungen bleiben danach ohne Ihren Namen in den Statistiken.
      </Text>
    </SettingsSection>
  );
}
