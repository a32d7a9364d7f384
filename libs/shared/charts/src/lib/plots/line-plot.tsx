import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { PlotProps } from '../chart-types';
import { plotStyle } from './plot-style';

/** The lines (recharts through Chakra's chart helpers); loaded with the first line chart shown. */
export default function LinePlot({ data, categoryKey, series, formatValue }: PlotProps) {
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
      <LineChart data={chart.data} responsive accessibilityLayer={false}>
        <CartesianGrid {...style.grid} />
        <XAxis dataKey={categoryKey} {...style.axis} />
        <YAxis tickFormatter={formatValue} {...style.axis} />
        <Tooltip {...style.tooltip} formatter={(value) => formatValue(Number(value))} />
        {series.length > 1 && <Legend {...style.legend} />}
        {series.map((item, index) => (
          // A dash per series besides the colour, for readers who tell colours apart poorly.
          <Line
            key={item.key}
            dataKey={item.key}
            name={item.label}
            stroke={chart.color(item.color)}
            strokeWidth={2}
            strokeDasharray={index === 0 ? undefined : `${4 + index * 2} 3`}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </Chart.Root>
  );
}
