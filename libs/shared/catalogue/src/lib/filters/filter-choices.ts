import { FORMATE, KREISE, SCHULARTEN } from '@fobu/api-contract';
import { BOOKING_ROLES, ROLE_LABELS } from '@fobu/domain';
import type { Choice } from '@fobu/ui/search';
import { FORMAT_LABELS } from '../labels';

/*
 * The choices of the catalogue's filters, which the staff searches offer too: one list each, so
 * that a public and a staff filter never name a value differently.
 */

export const asChoices = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));

export const KREIS_CHOICES: Choice[] = KREISE.map((kreis) => ({ value: kreis.key, label: kreis.name }));
export const TARGET_GROUP_CHOICES: Choice[] = BOOKING_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
export const FORMAT_CHOICES: Choice[] = FORMATE.map((format) => ({ value: format, label: FORMAT_LABELS[format] }));
export const SCHULART_CHOICES: Choice[] = asChoices(SCHULARTEN);
