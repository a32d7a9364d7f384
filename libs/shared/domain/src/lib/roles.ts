/** The ten teacher-type roles that book offers (spec section 6). */
export const BOOKING_ROLES = [
  'lehrkraft',
  'schulbegleiter',
  'mitarbeiter',
  'elternvertreter',
  'liv',
  'schulassistent',
  'schulleitung',
  'schultraeger',
  'sozialmitarbeiter',
  'sonstige',
] as const;

/** The roles that organise, review and administer offers (spec section 6). */
export const ORGANISER_ROLES = ['veranstaltungsleiter', 'qualitaetskontrolle', 'verwaltung'] as const;

export const ROLES = [...BOOKING_ROLES, ...ORGANISER_ROLES, 'administrator', 'controlling', 'dienstposten'] as const;

export type BookingRole = (typeof BOOKING_ROLES)[number];
export type OrganiserRole = (typeof ORGANISER_ROLES)[number];
export type Role = (typeof ROLES)[number];

/**
 * The role groups: each has one feature library and one set of screens. A role belongs to
 * exactly one group.
 */
export const ROLE_GROUPS = ['booking', 'organiser', 'administrator', 'controlling', 'dienstposten'] as const;
export type RoleGroup = (typeof ROLE_GROUPS)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isBookingRole(role: Role): role is BookingRole {
  return (BOOKING_ROLES as readonly Role[]).includes(role);
}

export function roleGroupOf(role: Role): RoleGroup {
  if (isBookingRole(role)) return 'booking';
  if ((ORGANISER_ROLES as readonly Role[]).includes(role)) return 'organiser';
  return role as Exclude<Role, BookingRole | OrganiserRole>;
}

/** How each role is named to people (German, as the portal shows it). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  lehrkraft: 'Lehrkraft',
  schulbegleiter: 'Schulbegleitung',
  mitarbeiter: 'Mitarbeiterin / Mitarbeiter',
  elternvertreter: 'Elternvertretung',
  liv: 'Lehrkraft im Vorbereitungsdienst',
  schulassistent: 'Schulassistenz',
  schulleitung: 'Schulleitung',
  schultraeger: 'Schulträger',
  sozialmitarbeiter: 'Schulsozialarbeit',
  sonstige: 'Sonstige',
  veranstaltungsleiter: 'Veranstaltungsleitung',
  qualitaetskontrolle: 'Qualitätskontrolle',
  verwaltung: 'Verwaltung',
  administrator: 'Administration',
  controlling: 'Controlling',
  dienstposten: 'Dienstposten',
};

/**
 * The identity provider's names for roles the portal knows under another name (spec section 4),
 * in lower case: the state subject adviser is the portal's quality control.
 */
export const IDP_ROLE_ALIASES: Readonly<Record<string, Role>> = {
  landerfachberater: 'qualitaetskontrolle',
  landesfachberater: 'qualitaetskontrolle',
};

/** A role name as the identity provider stores it, with its alias (any case) replaced by the portal's role. */
export function normaliseIdpRole(serverRole: string): string {
  return IDP_ROLE_ALIASES[serverRole.toLowerCase()] ?? serverRole;
}
