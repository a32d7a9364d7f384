import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { arbeitsstandQueryOptions, loadStateOf, offerDatesQueryOptions, useChangeDate, useServiceClients } from '@fobu/api-clients';
import { TERMIN_STATUS_LABELS, type AngebotArbeitsstand, type TerminVerwaltung } from '@fobu/api-contract';
import { placeOf } from '@fobu/catalogue';
import { controlStyle } from '@fobu/content';
import { formatDay, formatTimeRange } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { LoadStates, ScreenPage } from '@fobu/ui';
import { DataTable, type DataColumn } from '@fobu/ui/data-table';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useQuery } from '@tanstack/react-query';
import { whenColumn } from './when-column';
import { useId, useState } from 'react';
import { OfferScreenLink } from '../offer-screen';
import { useDialogAction } from '../review/use-dialog-action';
import { DateForm } from './date-form';
import { DatePeopleLink } from './date-people-link';

/** Which form or dialog is open: a new date, a change, a cancellation or a deletion of one date. */
type Open = { readonly kind: 'new' } | { readonly kind: 'edit' | 'cancel' | 'delete'; readonly date: TerminVerwaltung } | undefined;

/** An offer's dates as its staff manage them: occupancy, state, and writing, cancelling or deleting each. */
export function OfferDatesView({ vnr }: { vnr: string }) {
  const { user } = useRoleBranch();
  const load = useServiceClients();
  const work = useQuery(arbeitsstandQueryOptions(load, user.uid, vnr));
  const dates = useQuery(offerDatesQueryOptions(load, user.uid, vnr));
  const state = work.isSuccess ? loadStateOf(dates) : loadStateOf(work);
  return (
    <LoadStates state={state} what="die Termine" rows={4} onRetry={() => void Promise.all([work.refetch(), dates.refetch()])}>
      {() => work.data && dates.data && <Dates work={work.data} dates={dates.data.items} />}
    </LoadStates>
  );
}

function Dates({ work, dates }: { work: AngebotArbeitsstand; dates: readonly TerminVerwaltung[] }) {
  const { user } = useRoleBranch();
  const change = useChangeDate(user.uid, work.vnr);
  const [open, setOpen] = useState<Open>();
  // On-demand dates are agreed with a school's request, courses have none: only offers with dates get new ones here.
  const writable = work.vtyp === 'TERMIN' && (work.erlaubteAktionen.includes('bearbeiten') || work.status === 'veroeffentlicht');
  const ahead = (date: TerminVerwaltung) => date.status !== 'abgesagt' && new Date(date.beginn).getTime() > Date.now();
  const columns: DataColumn<TerminVerwaltung>[] = [
    whenColumn(),
    { key: 'wo', header: 'Wo', cell: (date) => (date.schuleDstnr ? `${placeOf(date)} (nur für eine Schule)` : placeOf(date)) },
    {
      key: 'belegung',
      header: 'Belegung',
      cell: (date) =>
        `${date.zugelassen} / ${date.maxPlaetze}${date.warteliste > 0 ? `, ${date.warteliste} auf der Warteliste` : ''}${
          date.zugelassen < date.minPlaetze ? ` (Mindestzahl ${date.minPlaetze})` : ''
        }`,
    },
    { key: 'status', header: 'Stand', cell: (date) => TERMIN_STATUS_LABELS[date.status] },
    {
      key: 'aktionen',
      header: 'Aktionen',
      cell: (date) => (
        <Flex gap="2" wrap="wrap" align="center">
          <DatePeopleLink terminId={date.id} label={`Teilnehmende am ${formatDay(date.beginn)}`}>
            Teilnehmende
          </DatePeopleLink>
          {writable && ahead(date) && (
            <>
              <Button
                size="sm"
                variant="outline"
                minH="44px"
                onClick={() => setOpen({ kind: 'edit', date })}
                aria-label={`Termin am ${formatDay(date.beginn)} ändern`}
              >
                Ändern
              </Button>
              {date.anmeldungen === 0 && work.status !== 'veroeffentlicht' ? (
                <Button
                  size="sm"
                  variant="outline"
                  minH="44px"
                  onClick={() => setOpen({ kind: 'delete', date })}
                  aria-label={`Termin am ${formatDay(date.beginn)} löschen`}
                >
                  Löschen
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  minH="44px"
                  onClick={() => setOpen({ kind: 'cancel', date })}
                  aria-label={`Termin am ${formatDay(date.beginn)} absagen`}
                >
                  Absagen
                </Button>
              )}
            </>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Box>
      <Text mb="3">
        <OfferScreenLink search={{ vnr: work.vnr }}>← Zurück zum Angebot</OfferScreenLink>
      </Text>
      <ScreenPage
        title={`Termine: ${work.titel}`}
        lead={`Veranstaltungsnummer ${work.vnr}. Ändern sich Zeit oder Ort eines veröffentlichten Termins, und bei jeder Absage, werden alle Angemeldeten benachrichtigt.`}
      >
        {writable && !open && (
          <Button colorPalette="brand" minH="44px" mb="6" onClick={() => setOpen({ kind: 'new' })}>
            Neuer Termin
          </Button>
        )}
        {(open?.kind === 'new' || open?.kind === 'edit') && (
          <Box mb="8">
            {open.kind === 'edit' ? (
              <DateForm
                key={open.date.id}
                format={work.format}
                date={open.date}
                heading="Termin ändern"
                submitLabel="Änderung speichern"
                done="Termin geändert."
                save={(termin) => change.mutateAsync({ kind: 'aendern', id: open.date.id, termin })}
                busy={change.isPending}
                onDone={() => setOpen(undefined)}
              />
            ) : (
              <DateForm
                key="neu"
                format={work.format}
                heading="Neuer Termin"
                submitLabel="Termin anlegen"
                done="Termin angelegt."
                save={(termin) => change.mutateAsync({ kind: 'anlegen', vnr: work.vnr, termin })}
                busy={change.isPending}
                onDone={() => setOpen(undefined)}
              />
            )}
          </Box>
        )}
        <DataTable
          tableFrom="md"
          caption={`Termine (${dates.length})`}
          columns={columns}
          rows={dates}
          rowKey={(date) => String(date.id)}
          empty={<Text>Dieses Angebot hat noch keine Termine.</Text>}
        />
      </ScreenPage>
      {(open?.kind === 'cancel' || open?.kind === 'delete') && (
        <DateDialog vnr={work.vnr} date={open.date} kind={open.kind} onClose={() => setOpen(undefined)} />
      )}
    </Box>
  );
}

/** Asks before cancelling (with the reason the booked are told) or deleting a date. */
function DateDialog({ vnr, date, kind, onClose }: { vnr: string; date: TerminVerwaltung; kind: 'cancel' | 'delete'; onClose: () => void }) {
  const { user } = useRoleBranch();
  const change = useChangeDate(user.uid, vnr);
  const [grund, setGrund] = useState('');
  const action = useDialogAction(
    kind === 'cancel' ? 'Termin abgesagt; die Angemeldeten sind benachrichtigt.' : 'Termin gelöscht.',
    onClose,
  );
  const id = useId();
  const confirm = () =>
    action.run(() => change.mutateAsync(kind === 'cancel' ? { kind: 'absagen', id: date.id, grund } : { kind: 'loeschen', id: date.id }));
  return (
    <ConfirmDialog
      title={kind === 'cancel' ? 'Termin absagen' : 'Termin löschen?'}
      confirmLabel={kind === 'cancel' ? 'Termin absagen' : 'Löschen'}
      busy={change.isPending}
      error={action.error}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Text mb={kind === 'cancel' ? '4' : '0'}>
        Termin am {formatDay(date.beginn)}, {formatTimeRange(date.beginn, date.ende)}.{' '}
        {kind === 'cancel'
          ? `Alle ${date.anmeldungen} Anmeldungen werden abgesagt, und jede angemeldete Person erhält Ihren Grund.`
          : 'Der Termin hat keine Anmeldungen und verschwindet ganz.'}
      </Text>
      {kind === 'cancel' && (
        <>
          <chakra.label htmlFor={id} display="block" fontWeight="600" mb="1">
            Grund der Absage <span aria-hidden="true">*</span>
          </chakra.label>
          <chakra.textarea {...controlStyle} id={id} rows={3} aria-required value={grund} onChange={(e) => setGrund(e.target.value)} />
        </>
      )}
    </ConfirmDialog>
  );
}
