import type { ReactNode } from 'react';

/** One column of a `DataTable`, typed by the row it shows. */
export interface DataColumn<Row> {
  /** Unique among the table's columns (React's key). */
  readonly key: string;
  /** The German heading; in the phone's card layout, the label before each value. */
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** The sort param the screen keeps in its URL for this column; a column without one is not sortable. */
  readonly sortKey?: string;
  /** Numbers and amounts align at the end. */
  readonly align?: 'start' | 'center' | 'end';
  /** A CSS width, e.g. `'8rem'` or `'20%'`. */
  readonly width?: string;
  /** A column of controls (a row's buttons), left out when the list is printed. */
  readonly screenOnly?: boolean;
}

/** The order of a table, as the screen keeps it in its URL. */
export interface TableSort {
  readonly key: string;
  readonly direction: 'asc' | 'desc';
}

/** A click on a column's heading: a new column sorts ascending, the sorted one turns around. */
export function nextSort(current: TableSort | undefined, key: string): TableSort {
  return current?.key === key && current.direction === 'asc' ? { key, direction: 'desc' } : { key, direction: 'asc' };
}

/** The rows chosen for a bulk action, by their keys; the screen holds them. */
export interface TableSelection<Row> {
  readonly selected: readonly string[];
  /** Names a row for its checkbox ("Auswählen: SB240041"), so that a screen reader says which. */
  readonly rowLabel: (row: Row) => string;
  readonly onChange: (selected: string[]) => void;
  /** The bulk-action bar's buttons, shown while rows are selected. */
  readonly actions: ReactNode;
}

/** What a `DataTable` shows and how the screen steers it. */
export interface DataTableProps<Row> {
  /** Names the table (its caption; in the card layout, the list's heading). */
  readonly caption: string;
  readonly columns: readonly DataColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** The order shown; the server sorted the rows so. */
  readonly sort?: TableSort;
  /** A sort heading or the phone's sort field was used; undefined asks for the screen's default order. */
  readonly onSortChange?: (sort: TableSort | undefined) => void;
  readonly selection?: TableSelection<Row>;
  /** While true without rows, skeleton rows stand in; with rows (the previous page), they are dimmed. */
  readonly loading?: boolean;
  /** How many skeleton rows stand in while loading (default 5). */
  readonly skeletonRows?: number;
  /** Shown instead of the table when there are no rows, e.g. a note with "Filter zurücksetzen". */
  readonly empty?: ReactNode;
  /**
   * From which breakpoint the rows are a table (a card each below): 600 px by default; a table of
   * many or wide columns from 1024 px, so that a tablet does not scroll it sideways.
   */
  readonly tableFrom?: 'sm' | 'md';
  /**
   * Scrolls in a frame of its own (70 % of the window's height) instead of with the page: only where
   * several tables share a page, so that the ones below stay within reach. A page of one table lets
   * the page scroll, so that no row hides in an inner box.
   */
  readonly frame?: boolean;
}
