import { Box, chakra, Text } from '@chakra-ui/react';
import { loadStateOf, offerDatesQueryOptions, useServiceClients } from '@fobu/api-clients';
import { UmbuchungRequestSchema, type TerminSearchItem, type TerminVerwaltung } from '@fobu/api-contract';
import { placeOf } from '@fobu/catalogue';
import { checkRequest } from '@fobu/content';
import { formatDay, formatTimeRange } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { LoadStates } from '@fobu/ui';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { hasBegun } from '../date-sessions';
import { formalName } from '../person-names';
import { useParticipantAction } from '../use-participant-action';
import { missingReason, ReasonField, reasonOf } from './reason-field';
import type { BookingOfPerson } from './status-dialog';

/**
 * The dates a person can move to: the same offer's others that have not begun, are not cancelled
 * and have a free seat; a school's own date only from that school's (the current date's school is
 * read from the offer's dates, so that a caller needs to know only the date's id and offer).
 */
const movableDates = (terminId: number, dates: readonly TerminVerwaltung[]) => {
  const school = dates.find((date) => date.id === terminId)?.schuleDstnr ?? null;
  return dates.filter(
    (date) =>
      date.id !== terminId &&
      date.status !== 'abgesagt' &&
      !hasBegun(date.beginn) &&
      date.freiePlaetze > 0 &&
      (date.schuleDstnr === null || date.schuleDstnr === school),
  );
};

/** Moves a person to another date of the same offer, with the reason they are told (docs/participants.md). */
export function MoveDialog({
  termin,
  person,
  onClose,
}: {
  termin: Pick<TerminSearchItem, 'id' | 'vnr'>;
  person: BookingOfPerson;
  onClose: () => void;
}) {
  const { user } = useRoleBranch();
  const dates = useQuery(offerDatesQueryOptions(useServiceClients(), user.uid, termin.vnr));
  const action = useParticipantAction();
  const [target, setTarget] = useState<number>();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [reasonError, setReasonError] = useState<string>();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const choiceList = useRef<HTMLFieldSetElement>(null);
  const name = formalName(person);
  const choices = dates.data ? movableDates(termin.id, dates.data.items) : [];
  const confirm = async () => {
    const request = { terminId: target, notiz: reasonOf(reason) };
    const invalid = checkRequest(UmbuchungRequestSchema, request)['terminId'];
    if (invalid || target === undefined) {
      setError(invalid);
      choiceList.current?.querySelector('input')?.focus();
      return;
    }
    setError(undefined);
    setReasonError(missingReason(reason));
    if (missingReason(reason)) {
      reasonField.current?.focus();
      return;
    }
    const chosen = choices.find((date) => date.id === target);
    const refusal = await action.run(
      { kind: 'umbuchen', anmeldungId: person.id, terminId: target, notiz: request.notiz },
      `${name} ist auf den Termin am ${chosen ? formatDay(chosen.beginn) : 'gewählten Tag'} umgebucht und wurde benachrichtigt.`,
    );
    if (refusal) setError(refusal);
    else onClose();
  };
  return (
    <ConfirmDialog
      title={`${name} umbuchen`}
      confirmLabel="Umbuchen"
      busy={action.busy}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <Text mb="4">
        {name} erhält einen freien Platz auf einem anderen Termin dieses Angebots und wird benachrichtigt; der bisherige Platz geht an die
        Warteliste.
      </Text>
      <LoadStates state={loadStateOf(dates)} what="die Termine" rows={3} onRetry={() => void dates.refetch()}>
        {() =>
          choices.length === 0 ? (
            <Text fontWeight="600" mb="4">
              Es gibt keinen anderen Termin dieses Angebots, der noch nicht begonnen hat und freie Plätze hat.
            </Text>
          ) : (
            <chakra.fieldset ref={choiceList} border="0" p="0" m="0" mb="4" minW="0">
              <chakra.legend fontWeight="600" mb="2">
                Neuer Termin <span aria-hidden="true">*</span>
              </chakra.legend>
              {choices.map((date) => (
                <Box as="label" key={date.id} display="flex" gap="3" alignItems="flex-start" minH="44px" cursor="pointer">
                  <chakra.input
                    type="radio"
                    name={`umbuchen-${person.id}`}
                    value={date.id}
                    checked={target === date.id}
                    onChange={() => setTarget(date.id)}
                    w="5"
                    h="5"
                    mt="0.5"
                    flexShrink={0}
                    accentColor="brand.solid"
                    aria-invalid={error && target === undefined ? true : undefined}
                  />
                  <span>
                    {formatDay(date.beginn)}, {formatTimeRange(date.beginn, date.ende)} · {placeOf(date)} ·{' '}
                    {date.freiePlaetze === 1 ? '1 Platz frei' : `${date.freiePlaetze} Plätze frei`}
                  </span>
                </Box>
              ))}
            </chakra.fieldset>
          )
        }
      </LoadStates>
      <ReasonField value={reason} onChange={setReason} error={reasonError} fieldRef={reasonField} />
    </ConfirmDialog>
  );
}
