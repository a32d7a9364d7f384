import type { Teilnehmende } from '@fobu/api-contract';

type Person = Pick<Teilnehmende, 'salutation' | 'vorname' | 'name'>;

/** As a list sorted by surname shows it: „Beispiel, Anna“. */
export const listName = (person: Person) => [person.name, person.vorname].filter(Boolean).join(', ');

/** As a sentence addresses the person: „Frau Beispiel“, or the full name where no salutation is known. */
export const formalName = (person: Person) =>
  person.salutation === 'Frau' || person.salutation === 'Herr' ? `${person.salutation} ${person.name}` : `${person.vorname} ${person.name}`;
