import { Box, chakra, Text } from '@chakra-ui/react';
import { useDeferredValue, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { textFieldStyle } from './text-field';

/** What a combobox's search found for the text typed (a query's items and whether it is still asking). */
export interface ComboboxMatches<T> {
  readonly items: readonly T[];
  readonly fetching: boolean;
}

export interface SearchComboboxProps<T> {
  readonly label: string;
  readonly hint: string;
  /** The matches for the text typed (trimmed, deferred); a hook, called on every render. */
  readonly useMatches: (q: string) => ComboboxMatches<T>;
  /** The search asks from this many characters on. */
  readonly minLength?: number;
  /** Singular and plural of what is found, for the status line („3 Personen gefunden.“). */
  readonly noun: readonly [string, string];
  /** The status line when nothing matches („Niemand gefunden.“). */
  readonly empty: string;
  readonly optionKey: (item: T) => string | number;
  readonly renderOption: (item: T) => ReactNode;
  readonly onPick: (item: T) => void;
}

/**
 * A search field with its list of matches (WAI-ARIA combobox pattern): arrow keys move through the
 * matches, Enter takes one, Escape closes; a status line tells screen readers what was found.
 * The workgroups' person search and the offer editor's speakers' picker are each one.
 */
export function SearchCombobox<T>({
  label,
  hint,
  useMatches,
  minLength = 2,
  noun,
  empty,
  optionKey,
  renderOption,
  onPick,
}: SearchComboboxProps<T>) {
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const q = useDeferredValue(text.trim());
  const found = useMatches(q);
  const matches = q.length >= minLength ? found.items : [];
  const shown = open && matches.length > 0;
  const pick = (item: T) => {
    onPick(item);
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
    q.length < minLength
      ? ''
      : found.fetching
        ? 'Suche läuft …'
        : matches.length === 0
          ? empty
          : `${matches.length} ${matches.length === 1 ? noun[0] : noun[1]} gefunden.`;
  return (
    <Box position="relative" mb="4">
      <chakra.label htmlFor={`${id}-feld`} display="block" fontWeight="600" mb="1">
        {label}
      </chakra.label>
      <Text id={`${id}-hinweis`} fontSize="sm" color="fg.muted" mb="1">
        {hint}
      </Text>
      <chakra.input
        css={textFieldStyle}
        minH="44px"
        maxW="40rem"
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
        maxW="40rem"
        overflowY="auto"
      >
        {matches.map((item, index) => (
          <chakra.li
            key={optionKey(item)}
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
            onClick={() => pick(item)}
          >
            {renderOption(item)}
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}
