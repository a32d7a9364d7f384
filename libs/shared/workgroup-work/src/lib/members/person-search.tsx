import { Box, chakra, Text } from '@chakra-ui/react';
import { personenQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { PersonTreffer } from '@fobu/api-contract';
import { controlStyle } from '@fobu/content';
import { useRoleBranch } from '@fobu/routing';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';

const personLabel = (person: PersonTreffer) => `${person.name}, ${person.vorname}${person.schule ? ` (${person.schule.name})` : ''}`;

/**
 * A person of the tenant, found by name, e-mail or school: a combobox with its list of matches
 * (WAI-ARIA combobox pattern): arrow keys move through the matches, Enter takes one, Escape closes.
 */
export function PersonSearch({ label, hint, onPick }: { label: string; hint: string; onPick: (person: PersonTreffer) => void }) {
  const { user } = useRoleBranch();
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const q = useDeferredValue(text.trim());
  const query = useQuery(personenQueryOptions(useServiceClients(), user.uid, q));
  const matches = q.length >= 2 ? (query.data?.items ?? []) : [];
  const shown = open && matches.length > 0;
  const pick = (person: PersonTreffer) => {
    onPick(person);
    setText('');
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length === 0 ? -1 : (current + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      pick(matches[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };
  const status =
    q.length < 2
      ? ''
      : query.isFetching
        ? 'Suche läuft …'
        : matches.length === 0
          ? 'Niemand gefunden.'
          : `${matches.length} Personen gefunden.`;
  return (
    <Box position="relative" mb="4">
      <chakra.label htmlFor={`${id}-feld`} display="block" fontWeight="600" mb="1">
        {label}
      </chakra.label>
      <Text id={`${id}-hinweis`} fontSize="sm" color="fg.muted" mb="1">
        {hint}
      </Text>
      <chakra.input
        {...controlStyle}
        id={`${id}-feld`}
        type="text"
        role="combobox"
        autoComplete="off"
        maxLength={200}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-liste`}
        aria-activedescendant={shown && active >= 0 ? `${id}-${active}` : undefined}
        aria-describedby={`${id}-hinweis ${id}-stand`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <Text id={`${id}-stand`} role="status" fontSize="sm" color="fg.muted" minH="1.5em">
        {status}
      </Text>
      <chakra.ul
        id={`${id}-liste`}
        role="listbox"
        aria-label={`${label}: Treffer`}
        hidden={!shown}
        listStyleType="none"
        m="0"
        p="1"
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
        maxH="16rem"
        overflowY="auto"
      >
        {matches.map((person, index) => (
          <chakra.li
            key={person.uid}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            minH="44px"
            cursor="pointer"
            borderRadius="sm"
            bg={index === active ? 'bg.emphasized' : undefined}
            // Before the field's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(person)}
          >
            {personLabel(person)}
            <Text as="span" display="block" fontSize="sm" color="fg.muted">
              {person.email}
            </Text>
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}
