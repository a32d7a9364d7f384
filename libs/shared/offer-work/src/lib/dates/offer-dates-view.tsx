import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { arbeitsstandQueryOptions, loadStateOf, offerDatesQueryOptions, useChangeDate, useServiceClients } from '@fobu/api-clients';
import { dateStateLabel, type AngebotArbeitsstand, type TerminEingabe, type TerminVerwaltung } from '@fobu/api-contract';
import { placeOf } from '@fobu/catalogue';
import { controlStyle } from '@fobu/content';
import { dateEditRefusal, formatDay, formatTimeRange, type OfferActor } from '@fobu/domain';
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

/** Which form or dialog is open: a new date, or a change, copy, cancellation or deletion of one date. */
type FormOpen = { readonly kind: 'new' } | { readonly kind: 'edit' | 'copy'; readonly date: TerminVerwaltung };
type Open = FormOpen | { readonly kind: 'cancel' | 'delete'; readonly date: TerminVerwaltung } | undefined;

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
  const { user, role, tenant } = useRoleBranch();
  const [open, setOpen] = useState<Open>();
  const refusal = datesRefusal(work, { uid: user.uid, role, mandant: tenant });
  const writable = refusal === undefined;
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
    { key: 'status', header: 'Stand', cell: (date) => dateStateLabel(date.status, work.status) },
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
              <CopyButton date={date} onCopy={() => setOpen({ kind: 'copy', date })} />
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
          {writable && !ahead(date) && <CopyButton date={date} onCopy={() => setOpen({ kind: 'copy', date })} />}
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
        {refusal && (
          <Text mb="6" color="fg.muted">
            {refusal}
          </Text>
        )}
        {(open?.kind === 'new' || open?.kind === 'edit' || open?.kind === 'copy') && (
          <Box mb="8">
            <OpenDateForm work={work} open={open} onDone={() => setOpen(undefined)} />
          </Box>
        )}
        <DataTable
          tableFrom="md"
          caption={`Termine (${dates.length})`}
          columns={columns}
          rows={dates}
          rowKey={(date) => String(date.id)}
          empty={
            <Text>
              Dieses Angebot hat noch keine Termine.{' '}
              {writable && 'Legen Sie mit „Neuer Termin“ den ersten an: Ohne Termin kann sich niemand anmelden.'}
            </Text>
          }
        />
      </ScreenPage>
      {(open?.kind === 'cancel' || open?.kind === 'delete') && (
        <DateDialog vnr={work.vnr} date={open.date} kind={open.kind} onClose={() => setOpen(undefined)} />
      )}
    </Box>
  );
}

/** The form of a new date, a change of one, or a copy of one (a new date with everything but the day). */
function OpenDateForm({ work, open, onDone }: { work: AngebotArbeitsstand; open: FormOpen; onDone: () => void }) {
  const { user } = useRoleBranch();
  const change = useChangeDate(user.uid, work.vnr);
  const create = (termin: TerminEingabe) => change.mutateAsync({ kind: 'anlegen', vnr: work.vnr, termin });
  const common = { format: work.format, busy: change.isPending, onDone };
  if (open.kind === 'new')
    return <DateForm key="neu" {...common} heading="Neuer Termin" submitLabel="Termin anlegen" done="Termin angelegt." save={create} />;
  if (open.kind === 'copy')
    return (
      <DateForm
        key={`kopie-${open.date.id}`}
        {...common}
        copyOf={open.date}
        heading={`Termin vom ${formatDay(open.date.beginn)} kopieren`}
        submitLabel="Kopie anlegen"
        done="Termin angelegt."
        save={create}
      />
    );
  return (
    <DateForm
      key={open.date.id}
      {...common}
      date={open.date}
      heading="Termin ändern"
      submitLabel="Änderung speichern"
      done="Termin geändert."
      save={(termin) => change.mutateAsync({ kind: 'aendern', id: open.date.id, termin })}
    />
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

function CopyButton({ date, onCopy }: { date: TerminVerwaltung; onCopy: () => void }) {
  return (
    <Button size="sm" variant="outline" minH="44px" onClick={onCopy} aria-label={`Termin am ${formatDay(date.beginn)} kopieren`}>
      Kopieren
    </Button>
  );
}

/**
 * Why the person may not write this offer's dates here, or undefined if they may: on-demand dates
 * are agreed with a school's request and courses have none; otherwise the domain's rule.
 */
function datesRefusal(work: AngebotArbeitsstand, actor: OfferActor): string | undefined {
  if (work.vtyp === 'ABRUF') return 'Termine eines Abrufangebots entstehen, wenn Sie die Anfrage einer Schule zusagen (Abrufanfragen).';
  if (work.vtyp === 'SLK') return 'Ein Selbstlernkurs hat keine Termine: Wer ihn bucht, lernt im eigenen Tempo.';
  const facts = { ...work, mandant: actor.mandant, revision: work.ueberarbeitung ?? undefined };
  return dateEditRefusal(actor, facts)?.message;
}
