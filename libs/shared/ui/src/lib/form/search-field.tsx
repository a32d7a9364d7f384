import { useEffect, useId, useRef, useState } from 'react';
import { searchFieldClass } from './search-field.styles';

/** Typing waits this long for a pause before the list is searched: one request per word, not per letter. */
const SEARCH_DELAY_MS = 300;

/**
 * The free-text filter. The field answers every keystroke at once (its own state); the search,
 * and with it the URL, follows after a short pause. Enter searches at once.
 */
export function SearchField({
  value,
  onSearch,
  hint,
  label = 'Suchbegriff',
}: {
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
  hint: string;
  /** The field's name where „Suchbegriff“ says too little (the persons' search names what it searches). */
  label?: string;
}) {
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A reset or Back changes the URL's query: the field shows it.
  useEffect(() => setText(value ?? ''), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (next: string) => onSearch(next.trim() || undefined);
  return (
    <div className={searchFieldClass}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        maxLength={200}
        autoComplete="off"
        aria-describedby={hintId}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => search(next), SEARCH_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          clearTimeout(timer.current);
          search(text);
        }}
      />
      <p id={hintId}>{hint}</p>
    </div>
  );
}
