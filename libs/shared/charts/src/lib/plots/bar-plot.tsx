import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { PlotProps } from '../chart-types';
import { plotStyle } from './plot-style';

/** The bars (recharts through Chakra's chart helpers); loaded with the first bar chart shown. */
export default function BarPlot({ data, categoryKey, series, formatValue }: PlotProps) {
  const chart = useChart({
    data: [...data],
    series: series.map((item) => ({
      name: item.key,
      label: item.label,
      color: item.color,
    })),
  });
  const style = plotStyle(chart as never);
  return (
    <Chart.Root chart={chart} h="full" aspectRatio="auto">
      <BarChart data={chart.data} responsive accessibilityLayer={false}>
        <CartesianGrid {...style.grid} />
        <XAxis dataKey={categoryKey} {...style.axis} />
        <YAxis tickFormatter={formatValue} {...style.axis} />
        <Tooltip {...style.tooltip} cursor={{ fill: chart.color('bg.muted') }} formatter={(value) => formatValue(Number(value))} />
        {series.length > 1 && <Legend {...style.legend} />}
        {series.map((item) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            fill={chart.color(item.color)}
            isAnimationActive={false}
            radius={[2, 2, 0, 0]}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
