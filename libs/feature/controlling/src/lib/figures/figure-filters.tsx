import { Box, Grid, Text } from '@chakra-ui/react';
import { VTYP_LABELS, VTYPEN, type KennzahlenQuery } from '@fobu/api-contract';
import { KREIS_CHOICES } from '@fobu/catalogue';
import type { FiguresSearch } from '@fobu/routing';
import { DateFilter, SelectFilter } from '@fobu/ui/search';

const TYPE_CHOICES = VTYPEN.map((vtyp) => ({ value: vtyp, label: VTYP_LABELS[vtyp] }));

interface FigureFiltersProps {
  /** What the figures are asked for (the URL's filters with the default period). */
  readonly query: KennzahlenQuery;
  /** Whether the period is the default one (the URL names none). */
  readonly defaultPeriod?: string;
  readonly onChange: (patch: Partial<FiguresSearch>) => void;
}

/** The figures' filters, each a URL param: period, district (or the whole tenant) and offer type. */
export function FigureFilters({ query, defaultPeriod, onChange }: FigureFiltersProps) {
  return (
    <Box as="search" aria-label="Kennzahlen filtern" mb="8">
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="4">
        <DateFilter label="Zeitraum von" value={query.von} onChange={(von) => onChange({ von })} />
        <DateFilter label="Zeitraum bis" value={query.bis} min={query.von} onChange={(bis) => onChange({ bis })} />
        <SelectFilter
          label="Kreis"
          value={query.kreis}
          choices={KREIS_CHOICES}
          emptyLabel="Alle Kreise (ganzer Mandant)"
          onChange={(kreis) => onChange({ kreis: kreis as FiguresSearch['kreis'] })}
        />
        <SelectFilter
          label="Angebotsart"
          value={query.vtyp}
          choices={TYPE_CHOICES}
          emptyLabel="Alle Arten"
          onChange={(vtyp) => onChange({ vtyp: vtyp as FiguresSearch['vtyp'] })}
        />
      </Grid>
      {defaultPeriod && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          Voreingestellt ist das laufende {defaultPeriod}.
        </Text>
      )}
    </Box>
  );
}
