import type { SystemStyleObject } from '@chakra-ui/react';

/** A side remark's look: set off from the text by a bar in the brand colour (`Note`, or a static style). */
export const NOTE_STYLE = {
  borderLeftWidth: '4px',
  borderColor: 'brand.solid',
  bg: 'bg.subtle',
  px: '5',
  py: '4',
  maxW: '70ch',
} as const satisfies SystemStyleObject;
