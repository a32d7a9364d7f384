/**
 * The texts of the documents on the download pages. They are short on purpose: real programme
 * booklets and forms come from the institutes' editorial teams; these stand in for them with
 * content that is true of the portal, and say where the complete, current information is.
 */
const portalGuide = (short, name) => ({
  title: `Das Fortbildungsportal Schritt für Schritt (${short})`,
  body: [
    `Handreichung des ${name}`,
    '',
    '1. Fortbildungen finden',
    'Öffnen Sie das Fortbildungsportal. Unter „Veranstaltungstermine“ stehen Fortbildungen mit festen Terminen, unter „Abrufveranstaltungen“ Angebote, die Ihre Schule für das Kollegium anfragen kann, und unter „Selbstlernkurse“ Online-Kurse. Filtern Sie nach Kreis, Zeitraum, Fach und Format.',
    '',
    '2. Anmelden',
    'Wählen Sie oben rechts „Anmelden“. Sie melden sich beim zentralen Anmeldedienst des Landes mit Ihren dienstlichen Zugangsdaten an und kehren danach ins Portal zurück.',
    '',
    '3. Buchen',
    'Wählen Sie beim gewünschten Termin „Buchen“. Ist der Termin voll, kommen Sie auf die Warteliste und rücken automatisch nach, sobald ein Platz frei wird. Braucht der Termin die Genehmigung der Schulleitung, sehen Sie den Stand unter „Meine Fortbildungen“.',
    '',
    '4. Abmelden von einer Fortbildung',
    'Bis zur Stornofrist können Sie eine Buchung unter „Meine Fortbildungen“ selbst zurücknehmen. Danach wenden Sie sich bitte an die Veranstaltungsleitung.',
    '',
    '5. Teilnahmebestätigung',
    'Nach der Veranstaltung steht Ihre Teilnahmebestätigung unter „Meine Fortbildungen“ bereit.',
    '',
    '6. Hilfe',
    'Antworten auf häufige Fragen und das Kontaktformular finden Sie auf der Seite „Support“ im Portal.',
  ],
});

const travelForm = (short, name) => ({
  title: `Antrag auf Erstattung von Reisekosten zu Fortbildungen (${short})`,
  body: [
    `${name}`,
    'Antrag auf Erstattung von Reisekosten nach dem Bundesreisekostengesetz in der für Schleswig-Holstein geltenden Fassung',
    '',
    'Name, Vorname: ______________________________________________',
    'Dienststelle (Schule) und Dienststellennummer: _______________',
    'Veranstaltungsnummer (VNR): __________  Datum: ______________',
    'Reiseweg von – nach: ________________________________________',
    'Verkehrsmittel: [ ] Bahn/Bus  [ ] privater Pkw  [ ] Sonstiges',
    'Gefahrene Kilometer: ______  Fahrtkosten in Euro: __________',
    '',
    'Bitte fügen Sie Fahrkarten und Belege bei und reichen Sie den Antrag innerhalb von sechs Monaten nach der Veranstaltung ein.',
    '',
    'Ort, Datum, Unterschrift: ____________________________________',
  ],
});

export const DOWNLOAD_TEXTS = {
  iqsh: {
    'programmheft-2026-27.pdf': {
      title: 'Programmheft Fortbildung 2026/27 (IQSH)',
      body: [
        'Institut für Qualitätsentwicklung an Schulen Schleswig-Holstein',
        'Fortbildungsprogramm für das Schuljahr 2026/27',
        '',
        'Schwerpunkte des Schuljahres',
        '– Lesen und Schreiben in allen Fächern',
        '– Mathematik in der Grundschule und in der Sekundarstufe I',
        '– Digitale Bildung und Medienkompetenz',
        '– Inklusion, Förderdiagnostik und Klassenführung',
        '– Schulentwicklung und Führung',
        '',
        'Alle Termine, freien Plätze und Orte stehen tagesaktuell im Fortbildungsportal unter „Veranstaltungstermine“.',
        'Dieses Heft gibt einen Überblick; maßgeblich sind die Angaben im Portal.',
      ],
    },
    'handreichung-fortbildungsportal.pdf': portalGuide('IQSH', 'Instituts für Qualitätsentwicklung an Schulen Schleswig-Holstein'),
    'antrag-reisekosten.pdf': travelForm('IQSH', 'Institut für Qualitätsentwicklung an Schulen Schleswig-Holstein'),
    'anfrage-abrufveranstaltung.pdf': {
      title: 'Anfrage einer Abrufveranstaltung für das Kollegium (IQSH)',
      body: [
        'Institut für Qualitätsentwicklung an Schulen Schleswig-Holstein',
        'Anfrage einer Abrufveranstaltung (schulinterne Fortbildung)',
        '',
        'Schule und Dienststellennummer: ______________________________',
        'Ansprechperson und dienstliche E-Mail: ______________________',
        'Gewünschtes Angebot (VNR oder Thema): _______________________',
        'Zahl der Teilnehmenden: ______  Wunschtermine: ______________',
        '',
        'Schulleitungen können Abrufveranstaltungen auch direkt im Fortbildungsportal anfragen.',
        '',
        'Ort, Datum, Unterschrift der Schulleitung: ___________________',
      ],
    },
  },
  shibb: {
    'programmheft-2026-27.pdf': {
      title: 'Programmheft Fortbildung 2026/27 (SHIBB)',
      body: [
        'Schleswig-Holsteinisches Institut für Berufliche Bildung',
        'Fortbildungsprogramm für Lehrkräfte an berufsbildenden Schulen, Schuljahr 2026/27',
        '',
        'Schwerpunkte des Schuljahres',
        '– Lernfelddidaktik und kompetenzorientierte Prüfungen',
        '– Digitalisierung in Ausbildung und Unterricht',
        '– Deutsch als Zielsprache in der Berufsvorbereitung',
        '– Berufliche Orientierung und Übergang Schule – Beruf',
        '– Führung in Regionalen Berufsbildungszentren',
        '',
        'Alle Termine, freien Plätze und Orte stehen tagesaktuell im Fortbildungsportal unter „Veranstaltungstermine“.',
        'Dieses Heft gibt einen Überblick; maßgeblich sind die Angaben im Portal.',
      ],
    },
    'handreichung-fortbildungsportal.pdf': portalGuide('SHIBB', 'Schleswig-Holsteinischen Instituts für Berufliche Bildung'),
    'antrag-reisekosten.pdf': travelForm('SHIBB', 'Schleswig-Holsteinisches Institut für Berufliche Bildung'),
  },
};

/** The guide also as plain text: readable by every screen reader, unlike an untagged PDF. */
export const PLAIN_TEXT_VERSIONS = { 'handreichung-fortbildungsportal.txt': 'handreichung-fortbildungsportal.pdf' };
