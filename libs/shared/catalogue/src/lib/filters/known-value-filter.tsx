import { filterwerteQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { Tenant } from '@fobu/domain';
import { SelectFilter } from '@fobu/ui/search';
import { useQuery } from '@tanstack/react-query';
import { asChoices } from './filter-choices';

const LABELS = { faecher: 'Fach', kennzeichen: 'Programm-Kennzeichen' } as const;

interface KnownValueFilterProps {
  readonly tenant: Tenant;
  /** The subjects or the programme codes. */
  readonly known: keyof typeof LABELS;
  readonly value: string | undefined;
  readonly onChange: (value: string | undefined) => void;
}

/**
 * A filter by the subjects or programme codes the tenant's offers have (`filterwerte`); until they
 * are loaded, the value already chosen, so that a filter from a link shows what it filters by.
 * Each of these filters reads the list itself: React renders what a query's answer changes at once,
 * in one task (a query's subscription cannot wait for a transition), and that should be this
 * select alone, not the filter panel around it (a long task on a phone as the page starts).
 */
export function KnownValueFilter({ tenant, known, value, onChange }: KnownValueFilterProps) {
  const values = useQuery({ ...filterwerteQueryOptions(useServiceClients(), tenant), select: (filterwerte) => filterwerte[known] }).data;
  return <SelectFilter label={LABELS[known]} value={value} choices={asChoices(values ?? (value ? [value] : []))} onChange={onChange} />;
}
