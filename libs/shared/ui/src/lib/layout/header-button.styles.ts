import type { SystemStyleObject } from '@chakra-ui/react';
import { portalButtonRecipe } from '../theme/system';

const { base, variants } = portalButtonRecipe;

/**
 * The look of the header's buttons (the menu, dark mode, signing out): the portal's small button
 * (Chakra's recipe) in the header's colours, at least 44 px high. The header sets it once for its
 * buttons (`siteHeaderClass`), so that they are plain buttons rather than Chakra components, each of
 * which resolves, hashes and serialises its recipe and style props as it renders, on every page
 * (issue 18). A part of the header can give its button a look of its own with a more specific selector.
 */
export const HEADER_BUTTON_STYLES: SystemStyleObject = {
  '& [data-header-button]': {
    ...base,
    ...variants?.size.sm,
    // Both set part of it: merged, as the recipe merges its variants with its base.
    _icon: { ...base?._icon, ...variants?.size.sm._icon },
    minH: '44px',
    bg: 'transparent',
    color: 'header.fg',
    _hover: { bg: 'header.hover' },
  },
  '& [data-header-button="outline"]': { borderColor: 'header.fg' },
  // A label beside an icon, for screens wide enough (the button keeps its accessible name).
  '& [data-header-button] [data-wide-only]': { display: { base: 'none', md: 'inline' } },
};
