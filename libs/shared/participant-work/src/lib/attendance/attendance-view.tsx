import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useSaveAttendance } from '@fobu/api-clients';
import { ANWESENHEITEN, AnwesenheitRequestSchema, type Anwesenheit, type Teilnehmende, type TerminSearchItem } from '@fobu/api-contract';
import { BOOKING_STATE_LABELS, formatDay, formatTime } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { Note } from '@fobu/ui';
import { SelectFilter } from '@fobu/ui/search';
import { useState } from 'react';
import { hasBegun, sessionLabel, sessionsOf } from '../date-sessions';
import { formatMoment } from '../list/participant-columns';
import { listName } from '../person-names';
import { useDateViews } from '../use-date-views';
import { sendForOutcome } from '../use-participant-action';
import { firstSessionShown, recordedAttendance, seatHolders, type SessionChoice } from './attendance-values';

/** Unsaved choices per session (`alle` for every session), by booking: kept when saving fails or the session is switched. */
type Drafts = Readonly<Record<string, Readonly<Record<number, Anwesenheit>>>>;
const draftKey = (session: SessionChoice) => (session === null ? 'alle' : String(session));

/**
 * Attendance of a date, per session where it has several: everyone holding a seat with
 * Teilgenommen, Nicht erschienen or Entschuldigt, „Alle anwesend“ first and then the exceptions,
 * saved in one request; from the session's start on. Quality control reads it only.
 */
export function AttendanceView({ termin, people }: { termin: TerminSearchItem; people: readonly Teilnehmende[] }) {
  const { user } = useRoleBranch();
  const { readOnly } = useDateViews();
  const save = useSaveAttendance(user.uid, termin.id);
  const sessions = sessionsOf(termin);
  const [session, setSession] = useState<SessionChoice>(() => firstSessionShown(sessions));
  const [drafts, setDrafts] = useState<Drafts>({});
  const [error, setError] = useState<string>();
  const key = draftKey(session);
  const rows = seatHolders(people);
  const startsAt = session === null ? sessions[0].beginn : sessions[session].beginn;
  const open = hasBegun(startsAt);
  const valueOf = (person: Teilnehmende) => drafts[key]?.[person.id] ?? recordedAttendance(person, session);
  const choose = (changes: Readonly<Record<number, Anwesenheit>>) => {
    setError(undefined);
    setDrafts((now) => ({ ...now, [key]: { ...now[key], ...changes } }));
  };
  const submit = async () => {
    const eintraege = rows.flatMap((person) => {
      const status = valueOf(person);
      return status ? [{ anmeldungId: person.id, status }] : [];
    });
    const request = { sitzung: session, eintraege };
    const invalid = AnwesenheitRequestSchema.safeParse(request);
    if (!invalid.success) return setError(invalid.error.issues[0]?.message);
    const failed = await sendForOutcome(
      () => save.mutateAsync(request),
      () => 'Die Anwesenheit ist gespeichert.',
    );
    if (failed) return setError(failed);
    setDrafts((now) => Object.fromEntries(Object.entries(now).filter(([each]) => each !== key)));
  };
  return (
    <Box>
      {sessions.length > 1 && (
        <Box maxW="32rem" mb="5">
          <SelectFilter
            label="Sitzung"
            value={session === null ? undefined : String(session)}
            emptyLabel="Alle Sitzungen"
            choices={sessions.map((each, index) => ({ value: String(index), label: sessionLabel(each, index) }))}
            onChange={(value) => setSession(value === undefined ? null : Number(value))}
          />
        </Box>
      )}
      {readOnly && <Note mb="5">Sie sehen die erfasste Anwesenheit; ändern können sie die Veranstaltungsleitung und die Verwaltung.</Note>}
      {rows.length === 0 ? (
        <Text>Niemand hat einen Platz auf diesem Termin: Es gibt keine Anwesenheit zu erfassen.</Text>
      ) : !open ? (
        <Note>
          {session === null || sessions.length === 1 ? 'Der Termin' : `Die ${session + 1}. Sitzung`} beginnt am {formatDay(startsAt)} um{' '}
          {formatTime(startsAt)}. Die Anwesenheit können Sie ab dann erfassen.
        </Note>
      ) : (
        <chakra.form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {session === null && sessions.length > 1 && (
            <Text mb="4" color="fg.muted">
              Ihre Angaben gelten für alle Sitzungen, die schon begonnen haben.
            </Text>
          )}
          {!readOnly && (
            <Button
              variant="outline"
              minH="44px"
              mb="4"
              onClick={() => choose(Object.fromEntries(rows.map((person) => [person.id, 'teilgenommen' as const])))}
            >
              Alle anwesend
            </Button>
          )}
          <Stack as="ul" listStyleType="none" p="0" m="0" gap="3" mb="6">
            {rows.map((person) => (
              <li key={person.id}>
                <AttendanceChoice
                  person={person}
                  value={valueOf(person)}
                  readOnly={readOnly}
                  onChange={(status) => choose({ [person.id]: status })}
                />
              </li>
            ))}
          </Stack>
          <Box role="alert" color="fg.error" fontWeight="600" mb={error ? '4' : '0'}>
            {error}
          </Box>
          {!readOnly && (
            <Button type="submit" colorPalette="brand" minH="44px" loading={save.isPending} loadingText="Wird gespeichert …">
              Anwesenheit speichern
            </Button>
          )}
        </chakra.form>
      )}
    </Box>
  );
}

/** One person's attendance as a group of three radio buttons, named by the person; the door's check-in beside. */
function AttendanceChoice({
  person,
  value,
  readOnly,
  onChange,
}: {
  person: Teilnehmende;
  value: Anwesenheit | undefined;
  readOnly: boolean;
  onChange: (status: Anwesenheit) => void;
}) {
  return (
    <chakra.fieldset borderWidth="1px" borderColor="border" borderRadius="md" px="4" py="3" minW="0">
      <chakra.legend fontWeight="600" px="1">
        {listName(person)}
      </chakra.legend>
      {person.eingelassenAm && (
        <Text fontSize="sm" color="fg.muted" mb="1">
          Eingelassen {formatMoment(person.eingelassenAm)}
        </Text>
      )}
      <Flex gap={{ base: '0', sm: '6' }} direction={{ base: 'column', sm: 'row' }} wrap="wrap">
        {ANWESENHEITEN.map((status) => (
          <Box as="label" key={status} display="flex" gap="2" alignItems="center" minH="44px" cursor={readOnly ? 'default' : 'pointer'}>
            <chakra.input
              type="radio"
              name={`anwesenheit-${person.id}`}
              value={status}
              checked={value === status}
              disabled={readOnly}
              onChange={() => onChange(status)}
              w="5"
              h="5"
              flexShrink={0}
              accentColor="brand.solid"
            />
            <span>{BOOKING_STATE_LABELS[status]}</span>
          </Box>
        ))}
      </Flex>
    </chakra.fieldset>
  );
}
