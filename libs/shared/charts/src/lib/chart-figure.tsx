import { formatGermanNumber } from '@fobu/domain';
import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { useNearViewport } from '@fobu/ui';
import { Component, Suspense, useId, type ComponentType, type ReactNode } from 'react';
import { SERIES_COLORS, type ChartProps, type PlotProps } from './chart-types';
import { ValueTable } from './value-table';

/**
 * A figure: caption, optional summary, the plot and, beside it, the table of its values. The
 * table is what a screen reader reads; the plot is hidden from it. The plot's code (the chart
 * library) loads with the first chart shown; until then, and if it cannot load, the table stands alone.
 */
export function ChartFigure<Row>({
  title,
  data,
  category,
  series,
  summary,
  formatValue = formatGermanNumber,
  Plot,
}: ChartProps<Row> & { Plot: ComponentType<PlotProps> }) {
  const captionId = useId();
  // A screen of many figures draws each plot as it nears the viewport: drawing them all at once
  // kept a phone's main thread (and a busy test machine's) for seconds.
  const [plotFrame, near] = useNearViewport<HTMLDivElement>();
  const resolved = series.map((item, index) => ({
    key: item.key,
    label: item.label,
    color: item.color ?? SERIES_COLORS[index % SERIES_COLORS.length],
  }));
  return (
    <chakra.figure m="0" aria-labelledby={captionId}>
      <chakra.figcaption id={captionId} fontWeight="600" fontSize="lg" mb="1">
        {title}
      </chakra.figcaption>
      {summary && (
        <Text color="fg.muted" mb="3">
          {summary}
        </Text>
      )}
      <Grid
        templateColumns={{
          base: 'minmax(0, 1fr)',
          md: 'minmax(0, 3fr) minmax(0, 2fr)',
        }}
        gap="4"
        alignItems="start"
      >
        <Box ref={plotFrame} aria-hidden="true" h="72" minW="0">
          <PlotBoundary>
            <Suspense fallback={<PlotSkeleton />}>
              {near ? (
                <Plot
                  data={data as readonly Record<string, unknown>[]}
                  categoryKey={category.key}
                  series={resolved}
                  formatValue={formatValue}
                />
              ) : (
                <PlotSkeleton />
              )}
            </Suspense>
          </PlotBoundary>
        </Box>
        <ValueTable title={title} data={data} category={category} series={resolved} formatValue={formatValue} />
      </Grid>
    </chakra.figure>
  );
}

/** A plot that fails (its chunk gone after a deploy, a browser without SVG) leaves the table alone, not a blank screen. */
class PlotBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const PlotSkeleton = () => <Box h="full" borderRadius="md" bg="bg.muted" animation="pulse" />;
