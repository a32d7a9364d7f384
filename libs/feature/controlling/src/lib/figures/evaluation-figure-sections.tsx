import { evaluationFiguresQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { BewertungGruppe, KennzahlenQuery } from '@fobu/api-contract';
import { kreisName } from '@fobu/catalogue';
import { EVALUATION_MIN_ANSWERS, formatEvaluationAverage, formatGermanNumber } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { Note } from '@fobu/ui';
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
 * subject and by district of the period's dates, only of groups with enough answers. Read with
 * suspense beside the other figures.
 */
export function EvaluationFigureSections({ query }: { query: KennzahlenQuery }) {
  const { data } = useSuspenseQuery(
    evaluationFiguresQueryOptions(useServiceClients(), useRoleBranch().user.uid, { von: query.von, bis: query.bis }),
  );
  const empty = <Note>Im gewählten Zeitraum hat keine Gruppe genug Antworten für eine Auswertung.</Note>;
  return (
    <Section title="Bewertungen" lead={LEAD}>
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
    </Section>
  );
}
