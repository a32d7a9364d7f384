import { Box, Grid } from '@chakra-ui/react';
import { WORKGROUP_STATE_LABELS, WORKGROUP_STATES, type Role } from '@fobu/domain';
import type { StaffOfferSearch, StaffScope } from '@fobu/routing';
import { SearchField, SelectFilter, type Choice } from '@fobu/ui/search';

const STATE_CHOICES: Choice[] = WORKGROUP_STATES.map((state) => ({ value: state, label: WORKGROUP_STATE_LABELS[state] }));
const SCOPE_CHOICES: Choice[] = [
  { value: 'meine', label: 'Meine Arbeitsgruppen' },
  { value: 'alle', label: 'Alle Arbeitsgruppen des Instituts' },
];

/** Organisers see the groups they lead first, as in the offer search; everyone else the tenant's. */
export const defaultWorkgroupScope = (role: Role): StaffScope => (role === 'veranstaltungsleiter' ? 'meine' : 'alle');

/** The workgroups' filters: text, scope and state, each a URL param, so that a list is a link. */
export function WorkgroupFilters({
  search,
  role,
  onChange,
}: {
  search: StaffOfferSearch;
  role: Role;
  onChange: (patch: Partial<StaffOfferSearch>) => void;
}) {
  return (
    <Box as="search" aria-label="Arbeitsgruppen filtern" mb="6">
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }} gap="4" alignItems="end">
        <SearchField value={search.q} onSearch={(q) => onChange({ q })} hint="Titel, Fach oder Leitung" />
        <SelectFilter
          label="Umfang"
          value={search.umfang ?? defaultWorkgroupScope(role)}
          choices={SCOPE_CHOICES}
          emptyLabel="Voreinstellung"
          onChange={(umfang) => onChange({ umfang: umfang as StaffScope | undefined })}
        />
        <SelectFilter
          label="Stand der Arbeitsgruppe"
          value={search.gruppenstatus}
          choices={STATE_CHOICES}
          onChange={(gruppenstatus) => onChange({ gruppenstatus: gruppenstatus as StaffOfferSearch['gruppenstatus'] })}
        />
      </Grid>
    </Box>
  );
}
