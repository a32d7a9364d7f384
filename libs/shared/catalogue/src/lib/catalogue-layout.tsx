import { Box, Button, Flex, Grid } from '@chakra-ui/react';
import type { Tenant } from '@fobu/domain';
import { ScreenPage } from '@fobu/ui';
import { SearchField } from '@fobu/ui/search';
import { useId, useState, type ReactNode } from 'react';
import { activeFilterCount, FilterPanel } from './filters/filter-panel';
import { useListSearch } from './use-list-search';

interface CatalogueLayoutProps {
  readonly title: string;
  readonly lead: string;
  readonly tenant: Tenant;
  readonly kind: 'dates' | 'offers';
  readonly searchHint: string;
  /** Beside the search field, e.g. the sort. */
  readonly tools?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A catalogue list: search field, filters (beside the list from 1024 px, behind a "Filter" button
 * on smaller screens) and the results. Every filter lives in the URL (useListSearch).
 */
export function CatalogueLayout({ title, lead, tenant, kind, searchHint, tools, children }: CatalogueLayoutProps) {
  const { search, update, reset } = useListSearch();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(search);
  return (
    <ScreenPage title={title} lead={lead}>
      <Flex gap="3" align="end" wrap="wrap" mb="4">
        <SearchField value={search.q} onSearch={(q) => update({ q })} hint={searchHint} />
        {tools}
      </Flex>
      <Box hideFrom="md" mb="4">
        <Button
          variant="outline"
          minH="44px"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? 'Filter ausblenden' : 'Filter'}
          {count > 0 ? ` (${count} gesetzt)` : ''}
        </Button>
      </Box>
      <Grid
        templateColumns={{
          base: 'minmax(0, 1fr)',
          md: '17rem minmax(0, 1fr)',
          lg: '19rem minmax(0, 1fr)',
        }}
        gap={{ base: '4', md: '8' }}
        alignItems="start"
      >
        <Box
          as="section"
          id={panelId}
          aria-label="Filter"
          display={{ base: filtersOpen ? 'block' : 'none', md: 'block' }}
          bg={{ base: 'bg.subtle', md: 'transparent' }}
          p={{ base: '4', md: '0' }}
          borderRadius="md"
        >
          <FilterPanel tenant={tenant} kind={kind} search={search} onChange={update} onReset={reset} />
        </Box>
        <Box minW="0">{children}</Box>
      </Grid>
    </ScreenPage>
  );
}
