/** The keys of a row whose values are numbers: what a series can plot. */
export type NumericKey<Row> = {
  [K in keyof Row]: Row[K] extends number ? K : never;
}[keyof Row] &
  string;

/** One plotted quantity, e.g. the bookings per month. */
export interface ChartSeries<Row> {
  readonly key: NumericKey<Row>;
  /** German, in the legend and as the table's column heading. */
  readonly label: string;
  /** A colour token (`'orange.solid'`); by default the portal's series colours in turn. */
  readonly color?: string;
}

/** A chart with the data table a screen reader gets. */
export interface ChartProps<Row> {
  /** The figure's caption and the table's name. */
  readonly title: string;
  readonly data: readonly Row[];
  /** The axis of categories (x): the table's first column. */
  readonly category: {
    readonly key: keyof Row & string;
    readonly label: string;
  };
  readonly series: readonly ChartSeries<Row>[];
  /** One or two sentences on what the chart shows, under the caption (e.g. the trend). */
  readonly summary?: string;
  /** Values in the table and on the axis; by default German numbers ("1.234,5"). */
  readonly formatValue?: (value: number) => string;
}

/** What the lazily loaded plot gets: plain rows and resolved series. */
export interface PlotProps {
  readonly data: readonly Record<string, unknown>[];
  readonly categoryKey: string;
  readonly series: readonly {
    readonly key: string;
    readonly label: string;
    readonly color: string;
  }[];
  readonly formatValue: (value: number) => string;
}

/** Semantic tokens with light and dark values, so that the plot follows dark mode; distinct in hue and lightness. */
export const SERIES_COLORS = ['brand.solid', 'orange.solid', 'green.solid', 'blue.solid', 'red.solid'] as const;
