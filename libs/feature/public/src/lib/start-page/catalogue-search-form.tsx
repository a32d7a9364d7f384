import { Button, chakra, Flex, Text } from '@chakra-ui/react';
import type { Tenant } from '@fobu/domain';
import { useNavigate } from '@fobu/routing';
import { textFieldStyle } from '@fobu/ui';
import { useId, type FormEvent } from 'react';

/**
 * The start page's one search field. A real GET form, so that it works in the pre-rendered page
 * before the app runs; once it does, the router takes the search to the event dates.
 */
export function CatalogueSearchForm({ tenant }: { tenant: Tenant }) {
  const navigate = useNavigate();
  const fieldId = useId();
  const hintId = useId();
  const action = `/${tenant}/veranstaltungstermine`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate({
      href: q ? `${action}?${new URLSearchParams({ q })}` : action,
    });
  };
  return (
    <chakra.form role="search" aria-label="Fortbildungen" action={action} method="get" onSubmit={submit} maxW="44rem">
      <chakra.label htmlFor={fieldId} display="block" fontWeight="600" mb="2">
        Fortbildung suchen
      </chakra.label>
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
        <chakra.input
          id={fieldId}
          name="q"
          type="search"
          maxLength={200}
          autoComplete="off"
          aria-describedby={hintId}
          {...textFieldStyle}
          flex={{ base: 'none', sm: '1' }}
          h="12"
          px="4"
          fontSize="lg"
        />
        <Button type="submit" size="lg" colorPalette="brand" flexShrink={0}>
          Suchen
        </Button>
      </Flex>
      <Text id={hintId} fontSize="sm" color="fg.muted" mt="2">
        Titel, Fach, Stichwort oder Veranstaltungsnummer, z. B. „Mathematik“ oder „Digitalisierung“
      </Text>
    </chakra.form>
  );
}
