import type { Role } from './roles';

/**
 * Whom a staff member finds in the persons' search and may open (docs/people-and-settings.md,
 * "Who may do what"): the administration every person of the tenant, an organiser the people of
 * their own dates and groups (booked, waiting, invited or members), everyone else nobody. The
 * back end enforces it; the screens only leave out what would be refused.
 */
export const PERSON_SCOPES = ['alle', 'eigene'] as const;
export type PersonScope = (typeof PERSON_SCOPES)[number];

const PERSON_SCOPE_OF_ROLE: Partial<Record<Role, PersonScope>> = {
  verwaltung: 'alle',
  administrator: 'alle',
  veranstaltungsleiter: 'eigene',
};

/** The persons a role may look up, or null where it may look up none (403 from the back end). */
export function personScopeOf(role: Role): PersonScope | null {
  return PERSON_SCOPE_OF_ROLE[role] ?? null;
}

/** What became of the e-mail of a notification (the notification row is the mail’s outbox, docs/backend.md). */
export const EMAIL_DELIVERY_STATES = ['offen', 'gesendet', 'nicht_gewuenscht', 'fehlgeschlagen'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERY_STATES)[number];

/** The person's page says so to the staff („E-Mails des Portals“, column „Zustellung“). */
export const EMAIL_DELIVERY_LABELS: Readonly<Record<EmailDelivery, string>> = {
  offen: 'wird noch gesendet',
  gesendet: 'gesendet',
  nicht_gewuenscht: 'keine E-Mail gewünscht',
  fehlgeschlagen: 'nicht zugestellt',
};
