import { Box, type BoxProps } from '@chakra-ui/react';
import { NOTE_STYLE } from './note-style';

/** A side remark set off from the text by a bar in the brand colour: a precondition, a hint, a limit. */
export function Note(props: BoxProps) {
  return <Box {...NOTE_STYLE} role="note" {...props} />;
}
