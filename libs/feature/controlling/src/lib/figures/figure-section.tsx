import { Heading, Stack, Text } from '@chakra-ui/react';
import type { KennzahlDatei, KennzahlenQuery } from '@fobu/api-contract';
import { BarChart, LineChart, type ChartProps } from '@fobu/charts';
import type { ReactNode } from 'react';
import { FigurePanel } from './figure-panel';

/* The parts every figure of the screen is shown in: a titled section, and a chart in its panel with the download. */

export function Section({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="6" aria-label={title}>
      <div>
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }} mb="1">
          {title}
        </Heading>
        <Text color="fg.muted" maxW="70ch">
          {lead}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

type FigureProps<Row> = ChartProps<Row> & {
  readonly query: KennzahlenQuery;
  readonly file: KennzahlDatei;
  /** Said instead of the chart when the period has nothing to show. */
  readonly empty?: string;
  /** Lines over the months instead of bars. */
  readonly line?: boolean;
};

/** One figure: its chart (titled like its panel) in the panel with the download. */
export function Figure<Row>({ query, file, empty, line, ...chart }: FigureProps<Row>) {
  const Chart = line ? LineChart : BarChart;
  return (
    <FigurePanel query={query} file={file} title={chart.title} empty={empty}>
      <Chart {...chart} />
    </FigurePanel>
  );
}
