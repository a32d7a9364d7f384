import { Box, Flex, Grid } from '@chakra-ui/react';
import { VTYP_LABELS, VTYPEN } from '@fobu/api-contract';
import { FORMAT_CHOICES, KnownValueFilter, KREIS_CHOICES, SCHULART_CHOICES, TARGET_GROUP_CHOICES } from '@fobu/catalogue';
import { OFFER_STATE_LABELS, OFFER_STATES, type Role } from '@fobu/domain';
import { useRoleBranch, type StaffOfferSearch, type StaffScope } from '@fobu/routing';
import { DateFilter, SearchField, SelectFilter, type Choice } from '@fobu/ui/search';
import { defaultScope } from './staff-query';
import { TaskFilter } from './task-filter';

const choices = <T extends string>(values: readonly T[], label: (value: T) => string): Choice[] =>
  values.map((value) => ({ value, label: label(value) }));
const STATE_CHOICES = choices(OFFER_STATES, (state) => OFFER_STATE_LABELS[state]);
const TYPE_CHOICES = choices(VTYPEN, (vtyp) => VTYP_LABELS[vtyp]);
const SCOPE_CHOICES: Choice[] = [
  { value: 'meine', label: 'Meine Angebote' },
  { value: 'alle', label: 'Alle, die ich sehen darf' },
];

export interface StaffFiltersProps {
  readonly search: StaffOfferSearch;
  readonly role: Role;
  /** Courses have no dates: no type, district or period to filter by. */
  readonly courses: boolean;
  /** The archive search: every offer is archived and the tenant's, so neither scope nor state is chosen. */
  readonly archive?: boolean;
  readonly onChange: (patch: Partial<StaffOfferSearch>) => void;
}

/** The staff searches' filters (offers, courses, dates): each one a URL param, so that a list is a link. */
export function StaffFilters({ search, role, courses, archive = false, onChange }: StaffFiltersProps) {
  const { tenant } = useRoleBranch();
  return (
    <Box as="search" aria-label="Suche filtern" mb="6">
      <Flex gap="4" wrap="wrap" align="flex-end" mb="4">
        <SearchField value={search.q} onSearch={(q) => onChange({ q })} hint="Titel, Nummer, Fach oder Kennzeichen" />
      </Flex>
      <TaskFilter task={search.aufgabe} onRemove={() => onChange({ aufgabe: undefined })} />
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="4">
        {!archive && (
          <>
            <SelectFilter
              label="Umfang"
              value={search.umfang ?? defaultScope(role)}
              choices={SCOPE_CHOICES}
              emptyLabel="Voreinstellung"
              onChange={(umfang) => onChange({ umfang: umfang as StaffScope | undefined })}
            />
            <SelectFilter
              label="Stand des Angebots"
              value={search.status}
              choices={STATE_CHOICES}
              onChange={(status) => onChange({ status: status as StaffOfferSearch['status'] })}
            />
          </>
        )}
        {!courses && (
          <SelectFilter
            label="Art"
            value={search.vtyp}
            choices={TYPE_CHOICES}
            onChange={(vtyp) => onChange({ vtyp: vtyp as StaffOfferSearch['vtyp'] })}
          />
        )}
        <SelectFilter
          label="Format"
          value={search.format}
          choices={FORMAT_CHOICES}
          onChange={(format) => onChange({ format: format as StaffOfferSearch['format'] })}
        />
        <SelectFilter
          label="Schulart"
          value={search.schulart}
          choices={SCHULART_CHOICES}
          onChange={(schulart) => onChange({ schulart: schulart as StaffOfferSearch['schulart'] })}
        />
        <SelectFilter
          label="Zielgruppe"
          value={search.zielgruppe}
          choices={TARGET_GROUP_CHOICES}
          onChange={(zielgruppe) => onChange({ zielgruppe: zielgruppe as StaffOfferSearch['zielgruppe'] })}
        />
        {/* The subjects and programme codes the tenant's catalogue knows, as the public filters offer them. */}
        <KnownValueFilter tenant={tenant} known="faecher" value={search.fach} onChange={(fach) => onChange({ fach })} />
        <KnownValueFilter
          tenant={tenant}
          known="kennzeichen"
          value={search.kennzeichen}
          onChange={(kennzeichen) => onChange({ kennzeichen })}
        />
        {!courses && (
          <>
            <SelectFilter
              label="Kreis eines Termins"
              value={search.kreis}
              choices={KREIS_CHOICES}
              onChange={(kreis) => onChange({ kreis })}
            />
            <DateFilter label="Termine von" value={search.von} onChange={(von) => onChange({ von })} />
            <DateFilter label="Termine bis" value={search.bis} min={search.von} onChange={(bis) => onChange({ bis })} />
          </>
        )}
      </Grid>
    </Box>
  );
}
