// The staff screens' table, apart from the main entry and from the catalogue's parts (@fobu/ui/search),
// so that neither the first visit nor a public list carries it.
export { DataTable } from './lib/table/data-table';
export type { DataColumn, DataTableProps, TableSelection, TableSort } from './lib/table/data-table-types';
export { EmailAddress } from './lib/table/email-address';
export { PagedTable, type ResultPage } from './lib/table/paged-table';
