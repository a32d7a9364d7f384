import { Box, Text } from '@chakra-ui/react';
import { UNSUBSCRIBE_LINK_VALID_DAYS } from '@fobu/api-contract';
import { HelpHeading, HelpPage, HelpTerms } from '@fobu/content';
import { ROLE_SCREEN_TITLES } from '@fobu/domain';
import { Link, useRoleBranch } from '@fobu/routing';
import type { ReactNode } from 'react';
import { FIGURE_HELP } from './figure-help-topics';

function Topic({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" mb="12" maxW="70ch">
      <HelpHeading>{title}</HelpHeading>
      {children}
    </Box>
  );
}

/** `hilfe` of controlling: what each figure means and how it is counted, the filters, the downloads, privacy and unsubscribing. */
export function ControllingHelpScreen() {
  const { tenant, role } = useRoleBranch();
  return (
    <HelpPage
      title={ROLE_SCREEN_TITLES.hilfe}
      lead="Was die Kennzahlen bedeuten, wie sie gezählt werden und wie Sie sie filtern und herunterladen."
      supportLink={
        <Link to="/$mandant/$role/support" params={{ mandant: tenant, role }} style={{ textDecoration: 'underline' }}>
          Support
        </Link>
      }
    >
      <HelpHeading>Die Kennzahlen</HelpHeading>
      <HelpTerms terms={FIGURE_HELP.map(({ name, meaning }) => ({ term: name, meaning }))} termWidth="16rem" rowGap="4" />
      <Topic title="Filter">
        <Box as="ul" ps="5" display="grid" gap="2" listStyleType="disc">
          <li>
            <strong>Zeitraum:</strong> voreingestellt ist das laufende Schuljahr (1. August bis 31. Juli). Beide Tage zählen mit, nach
            deutscher Zeit. Es zählt der Beginn des Termins, bei Selbstlernkursen der Tag der Einschreibung, bei Abrufanfragen der Tag ihres
            Eingangs.
          </li>
          <li>
            <strong>Kreis:</strong> ohne Auswahl zählt der ganze Mandant. Mit einem Kreis zählen nur Termine mit Veranstaltungsort in diesem
            Kreis; Online-Termine und Selbstlernkurse haben keinen Ort und zählen dann nicht mit. Abrufanfragen zählen nach dem Kreis der
            anfragenden Schule.
          </li>
          <li>
            <strong>Angebotsart:</strong> Veranstaltungen mit festen Terminen, Abrufveranstaltungen oder Selbstlernkurse. Selbstlernkurse
            haben keine Termine und damit keine Plätze: Sie erscheinen nur bei den Anmeldungen und Stornierungen.
          </li>
        </Box>
        <Text mt="3">
          Die Filter stehen in der Adresse der Seite. Speichern Sie sie als Lesezeichen oder geben Sie sie weiter, öffnet sich dieselbe
          Auswahl wieder – mit den dann aktuellen Zahlen.
        </Text>
      </Topic>
      <Topic title="Diagramme, Tabellen und Excel-Dateien">
        <Text mb="3">
          Neben jedem Diagramm steht eine Tabelle mit denselben Zahlen; Bildschirmleseprogramme lesen die Tabelle vor. Unter jeder Kennzahl
          laden Sie sie mit „Als Excel-Datei herunterladen“ herunter, mit denselben Filtern wie auf dem Bildschirm. Die Dateien enthalten
          auch die Anzahlen hinter jedem Anteil, bei der Auslastung je Angebot alle Angebote des Zeitraums.
        </Text>
      </Topic>
      <Topic title="Datenschutz">
        <Text>
          Die Kennzahlen zeigen nur Anzahlen und Anteile. Keine Kennzahl nennt eine Person: keine Namen, E-Mail-Adressen, Kennungen oder
          Schulen einzelner Teilnehmender. Angebote erscheinen mit Veranstaltungsnummer und Titel. Der Server zählt für Ihren Mandanten und
          nur für die Rolle Controlling.
        </Text>
      </Topic>
      <Topic title="E-Mails abbestellen">
        <Text>
          Jede E-Mail des Portals enthält einen Link zum Abbestellen. Er öffnet eine Seite, die sagt, welche E-Mails dann nicht mehr kommen;
          mit einer Schaltfläche bestätigen Sie – eine Anmeldung ist dafür nicht nötig. Der Link gilt {UNSUBSCRIBE_LINK_VALID_DAYS} Tage und
          nur für Ihre eigene Adresse. Ihre Benachrichtigungen im Portal bleiben erhalten.
        </Text>
      </Topic>
    </HelpPage>
  );
}
