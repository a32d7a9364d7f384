import { Box, Button, Text } from '@chakra-ui/react';
import type { Teilnehmende, TerminSearchItem } from '@fobu/api-contract';
import { admissionByHandPossible, isActiveBooking, isAdmittableState } from '@fobu/domain';
import { notify } from '@fobu/ui';
import { DataTable } from '@fobu/ui/data-table';
import { useId, useState } from 'react';
import { occupancyOf } from '../date-page';
import { MessageDialog, type Recipients } from '../messages/message-dialog';
import { groupCounts, participantsShown } from '../participant-groups';
import { formalName, listName } from '../person-names';
import { useDateViews } from '../use-date-views';
import { useDateNeeds } from './use-date-needs';
import { useParticipantAction } from '../use-participant-action';
import { DateActions } from './date-actions';
import { ListToolbar } from './list-toolbar';
import { MoveDialog } from './move-dialog';
import { participantColumns } from './participant-columns';
import { RowActions, RowActionsHint } from './row-actions';
import { StatusDialog } from './status-dialog';

/** Which dialog is open: a change for one person, or a message. */
type Open =
  | { readonly kind: 'abgesagt' | 'storniert' | 'umbuchen'; readonly person: Teilnehmende }
  | { readonly kind: 'nachricht'; readonly recipients: Recipients }
  | undefined;

/**
 * A date's participant list: filtered, searched and ordered by the URL, each row with the changes
 * its state allows (none for quality control), a selection to write to, and the date's actions.
 */
export function ParticipantList({ termin, people }: { termin: TerminSearchItem; people: readonly Teilnehmende[] }) {
  const { search, readOnly, replace } = useDateViews();
  const [open, setOpen] = useState<Open>();
  const [selected, setSelected] = useState<string[]>([]);
  const hintId = useId();
  const admit = useParticipantAction();
  const shown = participantsShown(people, search);
  const { free } = occupancyOf(termin, people);
  const stillPossible = admissionByHandPossible(termin, new Date());
  const admittable = free > 0 && stillPossible;
  const waitingToBeAdmitted = people.some((person) => isAdmittableState(person.status));
  const admitNow = async (person: Teilnehmende) => {
    const refusal = await admit.run(
      { kind: 'status', anmeldungId: person.id, status: 'zugelassen' },
      `${formalName(person)} ist zugelassen und wurde benachrichtigt.`,
    );
    if (refusal) notify({ type: 'error', title: 'Nicht zugelassen', description: refusal });
  };
  const needs = useDateNeeds(termin.id, !readOnly);
  const columns = participantColumns(
    readOnly
      ? undefined
      : (person) => (
          <RowActions
            person={person}
            hintId={hintId}
            admittable={admittable}
            busy={admit.busy}
            onAdmit={() => void admitNow(person)}
            onOpen={(kind) => setOpen({ kind, person })}
          />
        ),
    needs,
  );
  const selectedIds = people.filter((person) => selected.includes(String(person.id))).map((person) => person.id);
  return (
    <Box>
      <DateActions
        termin={termin}
        onWriteMessage={() => setOpen({ kind: 'nachricht', recipients: selectedIds.length > 0 ? 'auswahl' : 'zugelassen' })}
      />
      <ListToolbar counts={groupCounts(people)} />
      {!readOnly && waitingToBeAdmitted && !admittable && (
        <Text mb="4" color="fg.muted">
          {!stillPossible
            ? 'Der Termin ist vorbei oder abgesagt: Es wird niemand mehr zugelassen.'
            : 'Alle Plätze sind belegt. Zulassen können Sie wieder, sobald ein Platz frei wird.'}
        </Text>
      )}
      {!readOnly && people.some((person) => isActiveBooking(person.status)) && <RowActionsHint hintId={hintId} />}
      <Text role="status" aria-live="polite" mb="2" fontSize="sm" color="fg.muted">
        {shown.length === people.length ? `${people.length} Anmeldungen` : `${shown.length} von ${people.length} Anmeldungen angezeigt`}
      </Text>
      <DataTable
        tableFrom="md"
        caption={`Teilnehmende (${shown.length})`}
        columns={columns}
        rows={shown}
        rowKey={(person) => String(person.id)}
        selection={
          readOnly
            ? undefined
            : {
                selected,
                rowLabel: listName,
                onChange: setSelected,
                actions: (
                  <Button size="sm" minH="44px" colorPalette="brand" onClick={() => setOpen({ kind: 'nachricht', recipients: 'auswahl' })}>
                    Nachricht an die Auswahl
                  </Button>
                ),
              }
        }
        empty={
          <Box borderWidth="1px" borderRadius="md" p="5">
            {people.length === 0 ? (
              <Text>Für diesen Termin hat sich noch niemand angemeldet.</Text>
            ) : (
              <>
                <Text mb="3">Niemand passt zu Ihrem Filter.</Text>
                <Button variant="outline" size="sm" minH="44px" onClick={() => replace({ person: undefined, stand: undefined })}>
                  Filter zurücksetzen
                </Button>
              </>
            )}
          </Box>
        }
      />
      {(open?.kind === 'abgesagt' || open?.kind === 'storniert') && (
        <StatusDialog person={open.person} status={open.kind} onClose={() => setOpen(undefined)} />
      )}
      {open?.kind === 'umbuchen' && <MoveDialog termin={termin} person={open.person} onClose={() => setOpen(undefined)} />}
      {open?.kind === 'nachricht' && (
        <MessageDialog
          terminId={termin.id}
          people={people}
          selectedIds={selectedIds}
          initial={open.recipients}
          onClose={() => setOpen(undefined)}
        />
      )}
    </Box>
  );
}
