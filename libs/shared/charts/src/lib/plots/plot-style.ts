import type { UseChartReturn } from '@chakra-ui/charts';

/** Axes, grid, tooltip and legend in the theme's colours (CSS variables, so they follow dark mode). */
export function plotStyle(chart: UseChartReturn<unknown>) {
  return {
    grid: { stroke: chart.color('border'), vertical: false },
    axis: {
      stroke: chart.color('border.emphasized'),
      tick: { fill: chart.color('fg.muted') },
    },
    tooltip: {
      isAnimationActive: false,
      contentStyle: {
        background: chart.color('bg.panel'),
        borderColor: chart.color('border'),
        color: chart.color('fg'),
      },
      labelStyle: { color: chart.color('fg'), fontWeight: 600 },
    },
    legend: { wrapperStyle: { color: chart.color('fg') } },
  };
}
