import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The width of the page's content in the header, the main area and the footer (what Chakra's
 * `Container` with the portal's recipe gave): at most 1440 px, centred, with the page's margins.
 */
export const PAGE_WIDTH_STYLE: SystemStyleObject = {
  position: 'relative',
  w: '100%',
  mx: 'auto',
  maxW: '1440px',
  px: { base: '4', md: '6' },
};
