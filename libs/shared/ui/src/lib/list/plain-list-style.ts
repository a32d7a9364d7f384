import type { SystemStyleObject } from '@chakra-ui/react';

/** A list without bullets, indent or margins: its items' layout is the caller's. */
export const BARE_LIST_STYLE: SystemStyleObject = { listStyleType: 'none', p: '0', m: '0' };

/** A list without bullets or indent whose items stand one below the other, a little apart. */
export const PLAIN_LIST_STYLE: SystemStyleObject = {
  ...BARE_LIST_STYLE,
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
};
