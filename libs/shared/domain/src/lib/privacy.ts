import { ROLE_LABELS, type Role } from './roles';

/*
 * Data protection (docs/people-and-settings.md, "Data protection (DSGVO)"): a person's data export
 * (Art. 15 DSGVO) and their erasure on request (Art. 17), which two people of the administration
 * decide together. The back end enforces these rules; the screens only leave out what would be refused.
 */

/** What the data protection log records: a data export given, or an erasure request and what became of it. */
export const PRIVACY_CASE_KINDS = ['auskunft', 'loeschung'] as const;
export type PrivacyCaseKind = (typeof PRIVACY_CASE_KINDS)[number];

/** A case's state: an export is given at once; an erasure request is open until it is confirmed (erased) or withdrawn. */
export const PRIVACY_CASE_STATES = ['erteilt', 'offen', 'geloescht', 'zurueckgezogen'] as const;
export type PrivacyCaseState = (typeof PRIVACY_CASE_STATES)[number];

export const PRIVACY_CASE_LABELS: Readonly<Record<PrivacyCaseState, string>> = {
  erteilt: 'Datenauskunft erteilt',
  offen: 'Löschung beantragt',
  geloescht: 'Daten gelöscht',
  zurueckgezogen: 'Löschantrag zurückgezogen',
};

/** The formats of the data export. */
export const PRIVACY_EXPORT_FORMATS = ['json', 'pdf'] as const;
export type PrivacyExportFormat = (typeof PRIVACY_EXPORT_FORMATS)[number];

/**
 * Who confirms an erasure that someone of the given role requested: the other role of the
 * administration, so that verwaltung and administrator decide together (four eyes of two offices).
 */
const ERASURE_CONFIRMER: Partial<Record<Role, Role>> = { verwaltung: 'administrator', administrator: 'verwaltung' };

/** The roles that file, confirm and withdraw erasure requests and give data exports to the staff. */
export const mayHandlePrivacy = (role: Role): boolean => ERASURE_CONFIRMER[role] !== undefined;

/** The role that must confirm an erasure requested in `requesterRole`. */
export const erasureConfirmerOf = (requesterRole: Role): Role | null => ERASURE_CONFIRMER[requesterRole] ?? null;

/** A second person (never the requester, whatever role they now act in) of the other administration role confirms. */
export function mayConfirmErasure(request: { uid: string; role: Role }, confirmer: { uid: string; role: Role }): boolean {
  return confirmer.uid !== request.uid && erasureConfirmerOf(request.role) === confirmer.role;
}

/** What stands in an erased person's place wherever their name was (lists, exports, histories). */
export const ERASED_PERSON_NAME = 'Gelöschte Person';

/** „Verwaltung: Erika Muster“: a staff member who acted, as the data protection log and the export name them. */
export const actingStaffName = (person: { vorname: string; name: string; rolle: Role | null }): string =>
  `${person.rolle ? `${ROLE_LABELS[person.rolle]}: ` : ''}${person.vorname} ${person.name}`.trim();
