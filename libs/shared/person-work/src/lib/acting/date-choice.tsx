import { Box, chakra, Text } from '@chakra-ui/react';
import { useServiceClients, veranstaltungsterminsucheQueryOptions } from '@fobu/api-clients';
import type { TerminBelegung } from '@fobu/api-contract';
import { placeOf, seatsOf } from '@fobu/catalogue';
import { controlStyle } from '@fobu/content';
import { formatDay, formatTimeRange } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState, type RefObject } from 'react';

/** Dates offered per search: enough to pick from by title or number, few enough for a dialog. */
const DATES_SHOWN = 10;

const dateLabel = (date: TerminBelegung) =>
  `${date.titel} (${date.vnr}) · ${formatDay(date.beginn)}, ${formatTimeRange(date.beginn, date.ende)} · ${placeOf(date)} · ${seatsOf(date).text}`;

/**
 * A date of the tenant to book, found with the staff's date search (title, number or words, dates
 * to come): a search field and the matches as radio buttons, so that the choice is a plain form control.
 */
export function DateChoice({
  chosen,
  onChoose,
  error,
  listRef,
}: {
  chosen: number | undefined;
  onChoose: (terminId: number) => void;
  error?: string;
  /** The choice's box: a refused confirmation focuses its first date, or the search while there is none. */
  listRef: RefObject<HTMLDivElement | null>;
}) {
  const { user } = useRoleBranch();
  const id = useId();
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const search = useQuery({
    ...veranstaltungsterminsucheQueryOptions(useServiceClients(), user.uid, { q, pageSize: DATES_SHOWN }),
    enabled: q.length >= 2,
  });
  const dates = q.length >= 2 ? (search.data?.items ?? []).filter((date) => date.status !== 'abgesagt') : [];
  const status =
    q.length < 2
      ? ''
      : search.isFetching
        ? 'Suche läuft …'
        : search.isError
          ? 'Die Suche hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.'
          : dates.length === 0
            ? 'Kein Termin gefunden.'
            : '';
  return (
    <Box ref={listRef} mb="4">
      <chakra.label htmlFor={`${id}-feld`} display="block" fontWeight="600" mb="1">
        Termin suchen <span aria-hidden="true">*</span>
      </chakra.label>
      <Text id={`${id}-hinweis`} fontSize="sm" color="fg.muted" mb="1">
        Titel, Veranstaltungsnummer oder Stichwort, ab zwei Zeichen; es erscheinen Termine ab heute.
      </Text>
      <chakra.input
        {...controlStyle}
        id={`${id}-feld`}
        type="search"
        autoComplete="off"
        maxLength={200}
        aria-describedby={`${id}-hinweis ${id}-stand`}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Text id={`${id}-stand`} role="status" fontSize="sm" color="fg.muted" minH="1.5em">
        {status}
      </Text>
      {dates.length > 0 && (
        <chakra.fieldset border="0" p="0" m="0" minW="0">
          <chakra.legend fontWeight="600" mb="2">
            Termin <span aria-hidden="true">*</span>
          </chakra.legend>
          {dates.map((date) => (
            <Box as="label" key={date.id} display="flex" gap="3" alignItems="flex-start" minH="44px" cursor="pointer">
              <chakra.input
                type="radio"
                name={`${id}-termin`}
                value={date.id}
                checked={chosen === date.id}
                onChange={() => onChoose(date.id)}
                w="5"
                h="5"
                mt="0.5"
                flexShrink={0}
                accentColor="brand.solid"
                aria-invalid={error ? true : undefined}
              />
              <span>{dateLabel(date)}</span>
            </Box>
          ))}
        </chakra.fieldset>
      )}
    </Box>
  );
}
