import { filterwerteQueryOptions, useServiceClients } from '@fobu/api-clients';
import { FORMATE, KREISE, SCHULARTEN } from '@fobu/api-contract';
import { BOOKING_ROLES, ROLE_LABELS, type Tenant } from '@fobu/domain';
import type { Choice } from '@fobu/ui/search';
import { useQuery } from '@tanstack/react-query';
import { FORMAT_LABELS } from '../labels';

/*
 * The choices of the catalogue's filters, which the staff searches offer too: one list each, so
 * that a public and a staff filter never name a value differently.
 */

const asChoices = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));

export const KREIS_CHOICES: Choice[] = KREISE.map((kreis) => ({ value: kreis.key, label: kreis.name }));
export const TARGET_GROUP_CHOICES: Choice[] = BOOKING_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
export const FORMAT_CHOICES: Choice[] = FORMATE.map((format) => ({ value: format, label: FORMAT_LABELS[format] }));
export const SCHULART_CHOICES: Choice[] = asChoices(SCHULARTEN);

/**
 * The subjects and programme codes the tenant's offers have (`filterwerte`); until they are loaded,
 * the value already chosen, so that a filter from a link shows what it filters by.
 */
export function useKnownValueChoices(tenant: Tenant, chosen: { readonly fach?: string; readonly kennzeichen?: string }) {
  const known = useQuery(filterwerteQueryOptions(useServiceClients(), tenant));
  const orChosen = (values: readonly string[] | undefined, value: string | undefined) => asChoices(values ?? (value ? [value] : []));
  return { faecher: orChosen(known.data?.faecher, chosen.fach), kennzeichen: orChosen(known.data?.kennzeichen, chosen.kennzeichen) };
}
