/** A part of the portal that is not yet accessible: what, why, and what helps meanwhile. */
export interface KnownBarrier {
  readonly what: string;
  readonly why: string;
  readonly meanwhile: string;
}

/**
 * What the self-assessment found. Kept honest and specific, because BITV 2.0 asks for the
 * reasons and for accessible alternatives, and because users plan around these gaps.
 */
export const KNOWN_BARRIERS: readonly KnownBarrier[] = [
  {
    what: 'Nicht alle Dokumente auf der Seite „Downloads“ sind barrierefreie PDF-Dateien (PDF/UA). Ihnen fehlen Strukturinformationen (Tags), sodass Screenreader Überschriften und Lesereihenfolge nicht sicher erkennen.',
    why: 'Die Dokumente stammen aus älteren Vorlagen. Wir stellen sie nach und nach auf barrierefreie Vorlagen um.',
    meanwhile:
      'Die wichtigsten Inhalte stehen auch auf den Seiten des Portals. Eine barrierefreie Fassung eines Dokuments senden wir Ihnen auf Anfrage zu.',
  },
  {
    what: 'Die Anmeldeseite des zentralen Anmeldedienstes gehört nicht zu diesem Portal. Wir haben sie nicht geprüft und können sie nicht ändern.',
    why: 'Der Anmeldedienst wird für viele Anwendungen des Landes gemeinsam betrieben.',
    meanwhile:
      'Wenn Sie sich nicht anmelden können, hilft Ihnen der Support; Fortbildungen können Sie auch ohne Anmeldung suchen und ansehen.',
  },
  {
    what: 'Einige Bereiche für angemeldete Nutzerinnen und Nutzer sind noch im Aufbau. Sie wurden bisher nur automatisch geprüft.',
    why: 'Das Portal wird schrittweise ausgebaut; jeder neue Bereich wird vor der Freigabe geprüft.',
    meanwhile: 'Melden Sie uns Barrieren in diesen Bereichen bitte über das Feedbackformular; wir helfen Ihnen dann direkt weiter.',
  },
  {
    what: 'Es gibt noch keine Erklärungen in Deutscher Gebärdensprache (DGS). Erklärungen in Leichter Sprache gibt es bisher nur für die wichtigsten Inhalte.',
    why: 'Die Videos in Gebärdensprache sind beauftragt, aber noch nicht fertig.',
    meanwhile: 'Die Seite „Leichte Sprache“ erklärt, was das Portal ist und wie Sie es benutzen.',
  },
];
