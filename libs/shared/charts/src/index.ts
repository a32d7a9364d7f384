export { BarChart, LineChart } from './lib/charts';
export type { ChartProps, ChartSeries } from './lib/chart-types';
