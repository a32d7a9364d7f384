import { formatGermanNumber } from '@fobu/domain';
import { Button, Flex, Text } from '@chakra-ui/react';

interface PagingProps {
  /** The page shown, from 1. */
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  /** The screen keeps the page in its URL, so that each page has its address and Back returns to the one before. */
  readonly onPageChange: (page: number) => void;
}

/** Previous and next page of a server-paged result ("Seite 2 von 500"); nothing when it fits on one page. */
export function Paging({ page, pageSize, total, onPageChange }: PagingProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Flex as="nav" aria-label="Seiten" gap="3" align="center" justify="space-between" wrap="wrap" mt="6">
      <Button variant="outline" minH="44px" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        ← Vorherige Seite
      </Button>
      <Text aria-current="page">
        Seite {page} von {formatGermanNumber(pages)}
      </Text>
      <Button variant="outline" minH="44px" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Nächste Seite →
      </Button>
    </Flex>
  );
}
