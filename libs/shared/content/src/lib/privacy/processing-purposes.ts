/** One purpose of processing, with what, why (legal basis) and how long. */
export interface ProcessingPurpose {
  readonly title: string;
  readonly what: string;
  readonly legalBasis: string;
  readonly retention: string;
}

/** Public bodies process for their tasks: the basis is Art. 6 Abs. 1 lit. e DSGVO with § 3 LDSG. */
const PUBLIC_TASK = 'Art. 6 Abs. 1 Buchstabe e DSGVO in Verbindung mit § 3 Landesdatenschutzgesetz Schleswig-Holstein (LDSG)';

export const PROCESSING_PURPOSES: readonly ProcessingPurpose[] = [
  {
    title: 'Besuch des Portals',
    what: 'Beim Aufruf jeder Seite verarbeitet der Server technisch notwendige Angaben: IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse, die übertragene Datenmenge und die Kennung Ihres Browsers. Wir brauchen sie, um die Seiten auszuliefern und Angriffe zu erkennen und abzuwehren.',
    legalBasis: `${PUBLIC_TASK}; für die Sicherheit zusätzlich Art. 32 DSGVO.`,
    retention: 'Die Protokolle werden nach sieben Tagen gelöscht, außer ein Sicherheitsvorfall muss aufgeklärt werden.',
  },
  {
    title: 'Anmeldung und Benutzerkonto',
    what: 'Wenn Sie sich anmelden, erhalten wir vom Anmeldedienst Ihre Kennung, Ihren Namen, Ihre Anrede, Ihre dienstliche E-Mail-Adresse, Ihre Dienststellennummer und Ihre Rollen im Portal. Damit zeigen wir Ihnen die Bereiche, die zu Ihren Aufgaben gehören.',
    legalBasis: PUBLIC_TASK,
    retention: 'Solange Sie eine Rolle im Portal haben; die Anmeldung selbst endet mit der Abmeldung oder dem Schließen des Browsers.',
  },
  {
    title: 'Buchung von Fortbildungen',
    what: 'Für Anmeldungen, Wartelisten, Genehmigungen durch die Schulleitung, Teilnahmelisten und Teilnahmebestätigungen verarbeiten wir Ihre Kontodaten, Ihre Schule und den Stand Ihrer Buchungen. Über Änderungen informieren wir Sie im Portal und, wenn Sie es wünschen, per E-Mail.',
    legalBasis: `${PUBLIC_TASK}, zur Organisation der Fort- und Weiterbildung der Lehrkräfte.`,
    retention: 'Nach den für Fortbildungsnachweise geltenden Aufbewahrungsfristen; danach werden die Daten gelöscht.',
  },
  {
    title: 'Kontaktformular und Feedback',
    what: 'Was Sie uns über das Kontaktformular oder das Feedbackformular schreiben, speichern wir mit Ihren Angaben (Name und E-Mail-Adresse, beim Feedback nur, wenn Sie eine angeben), um Ihr Anliegen zu bearbeiten und das Portal zu verbessern.',
    legalBasis: PUBLIC_TASK,
    retention: 'Ein Jahr nach Eingang, danach werden Nachricht und Angaben gelöscht.',
  },
];
