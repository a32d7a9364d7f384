import { Stack } from '@chakra-ui/react';
import { evaluationFiguresQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { BewertungGruppe, KennzahlenQuery } from '@fobu/api-contract';
import { kreisName } from '@fobu/catalogue';
import { EVALUATION_MIN_ANSWERS, formatEvaluationAverage, formatGermanNumber } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { Note } from '@fobu/ui';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { DataTable, type DataColumn } from '@fobu/ui/data-table';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Section } from './figure-section';

const LEAD = `Durchschnitt der Bewertungen von 4 (trifft voll zu) bis 1 (trifft nicht zu), für Termine, die im Zeitraum endeten; gezeigt werden nur Gruppen mit mindestens ${EVALUATION_MIN_ANSWERS} Antworten, damit niemand erkennbar ist. Kreis und Angebotsart der Filter gelten hier nicht.`;

function columnsOf(category: string, name: (key: string) => string, statements: readonly string[]): DataColumn<BewertungGruppe>[] {
  return [
    { key: 'schluessel', header: category, cell: (row) => name(row.schluessel) },
    { key: 'anzahl', header: 'Antworten', align: 'end', cell: (row) => formatGermanNumber(row.anzahl) },
    { key: 'durchschnitt', header: 'Durchschnitt', align: 'end', cell: (row) => formatEvaluationAverage(row.durchschnitt) },
    ...statements.map((statement, index) => ({
      key: `aussage-${index + 1}`,
      header: `Aussage ${index + 1}`,
      align: 'end' as const,
      cell: (row: BewertungGruppe) => formatEvaluationAverage(row.durchschnitte[index] ?? 0),
    })),
  ];
}

/**
 * The evaluation after each date for controlling (docs/proof-of-training.md): the averages by
 * subject and by district of the period's dates, only of groups with enough answers. Loaded in a
 * boundary of its own: when they fail, the other figures stay.
 */
export function EvaluationFigureSections({ query }: { query: KennzahlenQuery }) {
  return (
    <Section title="Bewertungen" lead={LEAD}>
      <DataBoundary what="die Bewertungen" rows={3}>
        <EvaluationAverages von={query.von} bis={query.bis} />
      </DataBoundary>
    </Section>
  );
}

function EvaluationAverages({ von, bis }: { von: string; bis: string }) {
  const { data } = useSuspenseQuery(evaluationFiguresQueryOptions(useServiceClients(), useRoleBranch().user.uid, { von, bis }));
  const empty = <Note>Im gewählten Zeitraum hat keine Gruppe genug Antworten für eine Auswertung.</Note>;
  return (
    <Stack gap="6">
      {data.aussagen.length > 0 && (
        <ol style={{ paddingInlineStart: '1.25rem', listStyleType: 'decimal' }} aria-label="Die Aussagen">
          {data.aussagen.map((statement) => (
            <li key={statement}>{statement}</li>
          ))}
        </ol>
      )}
      <DataTable
        caption="Bewertungen je Fach"
        columns={columnsOf('Fach', (key) => key, data.aussagen)}
        rows={data.faecher}
        rowKey={(row) => row.schluessel}
        empty={empty}
      />
      <DataTable
        caption="Bewertungen je Kreis"
        columns={columnsOf('Kreis', kreisName, data.aussagen)}
        rows={data.kreise}
        rowKey={(row) => row.schluessel}
        empty={empty}
      />
    </Stack>
  );
}
