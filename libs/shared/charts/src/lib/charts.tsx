import { lazy } from 'react';
import { ChartFigure } from './chart-figure';
import type { ChartProps } from './chart-types';

// The chart library is a chunk of its own, fetched when the first chart is shown: importing
// @fobu/charts costs a screen only the figure and its table.
const BarPlot = lazy(() => import('./plots/bar-plot'));
const LinePlot = lazy(() => import('./plots/line-plot'));

/** Bars per category (e.g. bookings per district), with the table of values beside them. */
export function BarChart<Row>(props: ChartProps<Row>) {
  return <ChartFigure {...props} Plot={BarPlot} />;
}

/** Lines over an ordered category (e.g. bookings per month), with the table of values beside them. */
export function LineChart<Row>(props: ChartProps<Row>) {
  return <ChartFigure {...props} Plot={LinePlot} />;
}
