import { Box, Button, Text } from '@chakra-ui/react';
import { useListSearch } from './use-list-search';

/** No match: says so, and offers the way out. */
export function EmptyResult({ what }: { what: string }) {
  const { reset } = useListSearch();
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="md" p="6" textAlign="center">
      <Text fontWeight="600" mb="1">
        Keine {what} gefunden.
      </Text>
      <Text color="fg.muted" mb="4">
        Versuchen Sie einen anderen Suchbegriff oder weniger Filter.
      </Text>
      <Button variant="outline" minH="44px" onClick={reset}>
        Filter zurücksetzen
      </Button>
    </Box>
  );
}
