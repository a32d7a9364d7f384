import { isoDayInGermany, type Tenant } from '@fobu/domain';
import type { DateListSearch } from '@fobu/routing';
import { PortalButton, useHydrated } from '@fobu/ui';
import { CheckboxFilter, CheckboxGroupFilter, DateFilter, SelectFilter } from '@fobu/ui/search';
import { FORMAT_CHOICES, KREIS_CHOICES, SCHULART_CHOICES, TARGET_GROUP_CHOICES } from './filter-choices';
import { KnownValueFilter } from './known-value-filter';
import { filterPanelClass } from './filter-panel.styles';

/** How many filters are set: the phone's "Filter" button says so. */
export function activeFilterCount(search: DateListSearch): number {
  return (['kreis', 'von', 'bis', 'schulart', 'fach', 'zielgruppe', 'format', 'kennzeichen', 'frei'] as const).filter(
    (key) => search[key] !== undefined,
  ).length;
}

interface FilterPanelProps {
  readonly tenant: Tenant;
  /** Dates have districts, a period, target groups and free seats; offers do not. */
  readonly kind: 'dates' | 'offers';
  readonly search: DateListSearch;
  readonly onChange: (patch: Partial<DateListSearch>) => void;
  readonly onReset: () => void;
}

export function FilterPanel({ tenant, kind, search, onChange, onReset }: FilterPanelProps) {
  // The page may have been pre-rendered on another day: the earliest date waits for the browser's.
  const today = useHydrated() ? isoDayInGermany(new Date()) : undefined;
  return (
    <div className={filterPanelClass}>
      {kind === 'dates' && (
        <>
          <CheckboxFilter
            label="Nur Termine mit freien Plätzen"
            checked={search.frei === true}
            onChange={(checked) => onChange({ frei: checked ? true : undefined })}
          />
          <CheckboxGroupFilter
            legend="Kreis oder kreisfreie Stadt"
            values={search.kreis?.split(',') ?? []}
            choices={KREIS_CHOICES}
            onChange={(values) =>
              onChange({
                kreis: values.length > 0 ? values.join(',') : undefined,
              })
            }
          />
          <div data-filter-row="">
            <DateFilter label="Von" value={search.von} min={today} onChange={(von) => onChange({ von })} />
            <DateFilter label="Bis" value={search.bis} min={search.von ?? today} onChange={(bis) => onChange({ bis })} />
          </div>
          <SelectFilter
            label="Zielgruppe"
            value={search.zielgruppe}
            choices={TARGET_GROUP_CHOICES}
            onChange={(zielgruppe) =>
              onChange({
                zielgruppe: zielgruppe as DateListSearch['zielgruppe'],
              })
            }
          />
        </>
      )}
      <SelectFilter
        label="Schulart"
        value={search.schulart}
        choices={SCHULART_CHOICES}
        onChange={(schulart) => onChange({ schulart: schulart as DateListSearch['schulart'] })}
      />
      <KnownValueFilter tenant={tenant} known="faecher" value={search.fach} onChange={(fach) => onChange({ fach })} />
      <SelectFilter
        label="Format"
        value={search.format}
        choices={FORMAT_CHOICES}
        onChange={(format) => onChange({ format: format as DateListSearch['format'] })}
      />
      <KnownValueFilter
        tenant={tenant}
        known="kennzeichen"
        value={search.kennzeichen}
        onChange={(kennzeichen) => onChange({ kennzeichen })}
      />
      <div>
        <PortalButton variant="outline" size="sm" onClick={onReset}>
          Filter zurücksetzen
        </PortalButton>
      </div>
    </div>
  );
}
