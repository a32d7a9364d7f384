import { TENANT_PROFILES, type Tenant } from '@fobu/domain';

/** A postal address as an imprint prints it. */
export interface PostalAddress {
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
}

/** What the legal pages say about a tenant: who runs it, where, and how to reach them. */
export interface TenantDetails {
  readonly shortName: string;
  readonly name: string;
  /** The full name after "Das" at a sentence's start: the adjective declines ("Das Schleswig-Holsteinische Institut"). */
  readonly nameAfterArticle: string;
  /** The institute's place in the state administration, as a sentence's end. */
  readonly legalForm: string;
  readonly address: PostalAddress;
  /** The portal team's mailbox: support, feedback, accessibility. */
  readonly supportEmail: string;
  readonly privacyEmail: string;
  /** Who represents the institute, by function: the legal pages name no people. */
  readonly representedBy: string;
  readonly contentResponsible: string;
  /** What the institute offers in the portal, for the Leichte Sprache page. */
  readonly audienceInPlainWords: string;
}

/** In the genitive, as the sentences need it ("im Geschäftsbereich des …"). */
const MINISTRY = 'Ministeriums für Allgemeine und Berufliche Bildung, Wissenschaft, Forschung und Kultur des Landes Schleswig-Holstein';

/**
 * The mailboxes are the portal's own domain (as in security.txt), so that the operator can route
 * them; the addresses are the institutes' published seats.
 */
export const TENANT_DETAILS: Readonly<Record<Tenant, TenantDetails>> = {
  iqsh: {
    ...TENANT_PROFILES.iqsh,
    nameAfterArticle: 'Institut für Qualitätsentwicklung an Schulen Schleswig-Holstein',
    legalForm: `eine Einrichtung des Landes Schleswig-Holstein im Geschäftsbereich des ${MINISTRY}`,
    address: { street: 'Schreberweg 5', postcode: '24119', city: 'Kronshagen (bei Kiel)' },
    supportEmail: 'fortbildung-iqsh@fobu.schleswig-holstein.de',
    privacyEmail: 'datenschutz-iqsh@fobu.schleswig-holstein.de',
    representedBy: 'die Direktorin oder den Direktor des IQSH',
    contentResponsible: 'die Leitung des IQSH, Anschrift wie oben',
    audienceInPlainWords:
      'Lehrkräfte an allgemeinbildenden Schulen. Das sind zum Beispiel Grundschulen, Gemeinschaftsschulen, Gymnasien und Förderzentren.',
  },
  shibb: {
    ...TENANT_PROFILES.shibb,
    nameAfterArticle: 'Schleswig-Holsteinische Institut für Berufliche Bildung',
    legalForm: `eine Einrichtung des Landes Schleswig-Holstein im Geschäftsbereich des ${MINISTRY}`,
    address: { street: 'Hans-Detlev-Prien-Straße 6', postcode: '24106', city: 'Kiel' },
    supportEmail: 'fortbildung-shibb@fobu.schleswig-holstein.de',
    privacyEmail: 'datenschutz-shibb@fobu.schleswig-holstein.de',
    representedBy: 'die Direktorin oder den Direktor des SHIBB',
    contentResponsible: 'die Leitung des SHIBB, Anschrift wie oben',
    audienceInPlainWords: 'Lehrkräfte an berufsbildenden Schulen. Das sind zum Beispiel Berufsschulen und Regionale Berufsbildungszentren.',
  },
};

/** The state's data protection authority (Art. 51 DSGVO): the same for both tenants. */
export const SUPERVISORY_AUTHORITY = {
  name: 'Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein (ULD)',
  address: { street: 'Holstenstraße 98', postcode: '24103', city: 'Kiel' },
  email: 'mail@datenschutzzentrum.de',
  website: 'https://www.datenschutzzentrum.de',
} as const;
