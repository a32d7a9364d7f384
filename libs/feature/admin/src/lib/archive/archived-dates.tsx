import { Text } from '@chakra-ui/react';
import { offerDatesQueryOptions, useServiceClients } from '@fobu/api-clients';
import { TERMIN_STATUS_LABELS, type TerminVerwaltung } from '@fobu/api-contract';
import { placeOf } from '@fobu/catalogue';
import { formatDay } from '@fobu/domain';
import { DataSection, whenColumn } from '@fobu/offer-work';
import { Link, useRoleBranch } from '@fobu/routing';
import { DataTable, type DataColumn } from '@fobu/ui/data-table';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useArchiveLinks } from './use-archive-links';

/** An archived offer's dates, schools' closed dates too, each opening its participant list to read. */
export function ArchivedDates({ vnr }: { vnr: string }) {
  return (
    <DataSection id="archiv-termine" title="Termine" what="die Termine" rows={3} headingSpace="3">
      <DatesTable vnr={vnr} />
    </DataSection>
  );
}

function DatesTable({ vnr }: { vnr: string }) {
  const { user } = useRoleBranch();
  const { date } = useArchiveLinks();
  const { data } = useSuspenseQuery(offerDatesQueryOptions(useServiceClients(), user.uid, vnr));
  const columns: DataColumn<TerminVerwaltung>[] = [
    whenColumn<TerminVerwaltung>(),
    { key: 'ort', header: 'Ort', cell: (termin) => placeOf(termin) },
    { key: 'stand', header: 'Stand', cell: (termin) => TERMIN_STATUS_LABELS[termin.status] },
    {
      key: 'belegung',
      header: 'Belegung',
      cell: (termin) =>
        `${termin.zugelassen} von ${termin.maxPlaetze}${termin.anmeldungen > 0 ? ` · ${termin.anmeldungen} Anmeldungen` : ''}`,
    },
    {
      key: 'teilnehmende',
      header: 'Teilnehmende',
      cell: (termin) => (
        <Link {...date(termin.id)} aria-label={`Teilnehmende ansehen: ${formatDay(termin.beginn)}`} style={{ textDecoration: 'underline' }}>
          Teilnehmende ansehen
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      tableFrom="md"
      caption="Termine des archivierten Angebots"
      columns={columns}
      rows={data.items}
      rowKey={(termin) => String(termin.id)}
      empty={<Text color="fg.muted">Das Angebot hatte keine Termine.</Text>}
    />
  );
}
