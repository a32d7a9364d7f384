import { Text } from '@chakra-ui/react';
import { personenQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { PersonTreffer } from '@fobu/api-contract';
import { useRoleBranch } from '@fobu/routing';
import { SearchCombobox } from '@fobu/ui/search';
import { useQuery } from '@tanstack/react-query';

const personLabel = (person: PersonTreffer) => `${person.name}, ${person.vorname}${person.schule ? ` (${person.schule.name})` : ''}`;

/** The persons of the tenant whose name, e-mail or school matches `q` (asked from two letters on). */
function usePersonMatches(q: string) {
  const { user } = useRoleBranch();
  const query = useQuery(personenQueryOptions(useServiceClients(), user.uid, q));
  return { items: query.data?.items ?? [], fetching: query.isFetching };
}

/** A person of the tenant, found by name, e-mail or school (the combobox of `@fobu/ui/search`). */
export function PersonSearch({ label, hint, onPick }: { label: string; hint: string; onPick: (person: PersonTreffer) => void }) {
  return (
    <SearchCombobox
      label={label}
      hint={hint}
      useMatches={usePersonMatches}
      noun={['Person', 'Personen']}
      empty="Niemand gefunden."
      optionKey={(person) => person.uid}
      renderOption={(person) => (
        <>
          {personLabel(person)}
          <Text as="span" display="block" fontSize="sm" color="fg.muted">
            {person.email}
          </Text>
        </>
      )}
      onPick={onPick}
    />
  );
}
