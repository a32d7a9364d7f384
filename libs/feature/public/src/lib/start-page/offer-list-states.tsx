import { Box, Button, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListSkeleton } from './list-skeleton';

interface OfferListStatesProps<T> {
  readonly query: UseQueryResult<T>;
  /** Says in German what is loaded, e.g. "die nächsten Termine". */
  readonly what: string;
  readonly rows: number;
  readonly children: (data: T) => ReactNode;
}

/**
 * What a start-page list shows before and instead of its data: skeleton rows of the list's height
 * (so nothing jumps when it arrives), a note when the device is offline (the query waits for the
 * network rather than failing), and a German error with a way to try again.
 */
export function OfferListStates<T>({ query, what, rows, children }: OfferListStatesProps<T>) {
  if (query.isSuccess) return children(query.data);
  if (query.isError) {
    return (
      <Box role="alert" borderWidth="1px" borderColor="border" borderRadius="md" p="4">
        <Text mb="3">Wir konnten {what} gerade nicht laden.</Text>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Erneut versuchen
        </Button>
      </Box>
    );
  }
  if (query.fetchStatus === 'paused') {
    return <Text color="fg.muted">Sie sind offline. Sobald wieder eine Verbindung besteht, erscheinen hier {what}.</Text>;
  }
  return <ListSkeleton rows={rows} label={`${what} werden geladen`} />;
}
