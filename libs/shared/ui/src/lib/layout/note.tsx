import { Box, type BoxProps } from '@chakra-ui/react';

/** A side remark set off from the text by a bar in the brand colour: a precondition, a hint, a limit. */
export function Note(props: BoxProps) {
  return <Box borderLeftWidth="4px" borderColor="brand.solid" bg="bg.subtle" px="5" py="4" maxW="70ch" role="note" {...props} />;
}
