import type { Tenant } from '@fobu/domain';
import { PortalButton, ScreenPage } from '@fobu/ui';
import { SearchField } from '@fobu/ui/search';
import { useId, useState, type ReactNode } from 'react';
import { activeFilterCount, FilterPanel } from './filters/filter-panel';
import { catalogueLayoutClass } from './catalogue-layout.styles';
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
    <ScreenPage title={title} lead={lead} className={catalogueLayoutClass}>
      <div data-catalogue="tools">
        <SearchField value={search.q} onSearch={(q) => update({ q })} hint={searchHint} />
        {tools}
      </div>
      <div data-catalogue="filter-button">
        <PortalButton variant="outline" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen((open) => !open)}>
          {filtersOpen ? 'Filter ausblenden' : 'Filter'}
          {count > 0 ? ` (${count} gesetzt)` : ''}
        </PortalButton>
      </div>
      <div data-catalogue="columns">
        <section id={panelId} aria-label="Filter" data-catalogue="filters" data-open={filtersOpen ? '' : undefined}>
          <FilterPanel tenant={tenant} kind={kind} search={search} onChange={update} onReset={reset} />
        </section>
        <div data-catalogue="results">{children}</div>
      </div>
    </ScreenPage>
  );
}
