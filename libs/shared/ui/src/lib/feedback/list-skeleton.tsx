import { Box, Stack } from '@chakra-ui/react';

/**
 * Grey rows the height of a list's entries, while it loads: nothing jumps when the entries arrive.
 * Plain boxes, not Chakra's Skeleton, whose recipe would add to the first visit's JS.
 */
export function ListSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, i) => (
        <Box key={i} h="24" borderRadius="md" bg="bg.muted" animation="pulse" />
      ))}
    </Stack>
  );
}
