/** Each figure of ctdashboard: what it means and how it is counted (docs/controlling.md says the same for developers). */
export const FIGURE_HELP: readonly { readonly name: string; readonly meaning: string }[] = [
  {
    name: 'Anmeldungen je Monat',
    meaning:
      'Die Anmeldungen zu den Terminen, die im Zeitraum beginnen, nach dem Monat des Termins – auch zu Terminen, die später abgesagt wurden –, dazu die Einschreibungen in Selbstlernkurse nach dem Monat der Einschreibung. „Storniert“ heißt: Die Person hat ihre Anmeldung selbst zurückgezogen. „Abgesagt“ heißt: Die Veranstaltungsleitung oder die Verwaltung hat sie abgesagt, etwa weil der Termin ausfiel.',
  },
  {
    name: 'Auslastung',
    meaning:
      'Belegte Plätze geteilt durch alle Plätze der Termine, die im Zeitraum beginnen und nicht abgesagt sind. Belegt ist ein Platz, sobald jemand zugelassen ist – auch wenn die Person später teilgenommen hat, entschuldigt war oder nicht erschienen ist. Die Auslastung wird nach dem Kreis des Veranstaltungsorts (Online-Termine eigens), nach Fach und nach Schulart des Angebots gezeigt, dazu für die Angebote mit den meisten Plätzen. Ein Angebot mit mehreren Fächern oder Schularten zählt bei jedem davon mit.',
  },
  {
    name: 'Teilnahme',
    meaning:
      'Für Termine des Zeitraums, die schon vorbei sind: wie viele Zugelassene teilgenommen haben, entschuldigt oder nicht erschienen sind. „Nicht erfasst“ sind Zugelassene, deren Anwesenheit die Veranstaltungsleitung noch nicht eingetragen hat. Der Anteil „nicht erschienen“ bezieht sich auf die erfassten Teilnahmen.',
  },
  {
    name: 'Stornierungen und Absagen',
    meaning:
      'Dieselben Anmeldungen nach Angebotsart (Veranstaltung, Abrufveranstaltung, Selbstlernkurs) und wie viele davon storniert oder abgesagt wurden. In der Excel-Datei steht zusätzlich der Anteil beider an allen Anmeldungen.',
  },
  {
    name: 'Wartelisten und Nachrücken',
    meaning:
      'Für die Termine des Zeitraums, nach dem Monat ihres Beginns: wer noch auf der Warteliste steht, wer von der Warteliste einen Platz bekommen hat (automatisch, als ein Platz frei wurde, oder durch die Verwaltung) und wer nicht zugelassen wurde.',
  },
  {
    name: 'Abrufanfragen',
    meaning:
      'Anfragen von Schulleitungen nach Abrufveranstaltungen, die im Zeitraum gestellt wurden, nach dem Kreis der anfragenden Schule: noch offen, mit einem vereinbarten Termin (terminiert) oder abgelehnt.',
  },
  {
    name: 'Arbeitsgruppen',
    meaning:
      'Die Arbeitsgruppen Ihres Mandanten, die im Zeitraum bestanden, nach ihrem heutigen Status; die Treffen des Zeitraums, die gehalten (vorbei und nicht abgesagt) oder abgesagt wurden; und die Mitgliederstunden: die Stunden der gehaltenen Treffen, an denen Mitglieder teilgenommen haben, nach dem Kreis ihrer Schule und nach den Fächern der Gruppe. Eine Gruppe mit mehreren Fächern zählt bei jedem davon mit. Treffen von Arbeitsgruppen sind keine Angebote: Sie zählen in den übrigen Kennzahlen nicht mit, und die Angebotsart gilt für sie nicht.',
  },
];
