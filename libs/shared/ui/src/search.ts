// The parts of a searched, filtered and paged list (the catalogue's lists, the staff searches), apart
// from the main entry: only the lists' chunks carry them, not the first visit of every page.
export { SearchField } from './lib/form/search-field';
export { CheckboxFilter, CheckboxGroupFilter, DateFilter, SelectFilter, type Choice } from './lib/form/filter-fields';
export { ResultCount } from './lib/list/result-count';
export { Paging } from './lib/list/paging';
export { SearchCombobox, type ComboboxMatches, type SearchComboboxProps } from './lib/form/search-combobox';
