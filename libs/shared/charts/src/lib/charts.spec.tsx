import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { BarChart, LineChart } from './charts';

interface Month {
  readonly monat: string;
  readonly anmeldungen: number;
  readonly absagen: number;
}

const DATA: Month[] = [
  { monat: 'Januar', anmeldungen: 1250, absagen: 40 },
  { monat: 'Februar', anmeldungen: 980, absagen: 12 },
];

describe('charts', { timeout: 30_000 }, () => {
  for (const [name, Chart] of [
    ['BarChart', BarChart],
    ['LineChart', LineChart],
  ] as const) {
    it(`${name} gives screen readers a table of its data, named by the title, and hides the plot`, () => {
      const { container } = render(
        <ChakraProvider value={defaultSystem}>
          <Chart
            title="Anmeldungen je Monat"
            summary="Im Februar weniger Anmeldungen als im Januar."
            data={DATA}
            category={{ key: 'monat', label: 'Monat' }}
            series={[
              { key: 'anmeldungen', label: 'Anmeldungen' },
              { key: 'absagen', label: 'Absagen', color: 'red.solid' },
            ]}
          />
        </ChakraProvider>,
      );
      screen.getByRole('figure', { name: 'Anmeldungen je Monat' });
      screen.getByText('Im Februar weniger Anmeldungen als im Januar.');
      const table = screen.getByRole('table', { name: 'Anmeldungen je Monat' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Monat', 'Anmeldungen', 'Absagen']);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(
        rows.map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
      ).toEqual([
        ['1.250', '40'],
        ['980', '12'],
      ]);
      expect(within(rows[1]).getByRole('rowheader').textContent).toBe('Februar');
      // The plot is for the eye only.
      expect(container.querySelector('figure [aria-hidden="true"]')).not.toBeNull();
    });
  }

  it('formats values as the screen says', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <BarChart
          title="Stunden"
          data={[{ kreis: 'Kiel', stunden: 12.5 }]}
          category={{ key: 'kreis', label: 'Kreis' }}
          series={[{ key: 'stunden', label: 'Stunden' }]}
          formatValue={(value) => `${value.toLocaleString('de-DE')} h`}
        />
      </ChakraProvider>,
    );
    expect(screen.getByRole('cell').textContent).toBe('12,5 h');
  });
});
