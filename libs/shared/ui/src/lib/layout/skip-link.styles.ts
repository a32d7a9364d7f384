import { skipNavLinkRecipe } from '@chakra-ui/react/theme';
import { focusRing } from '../theme/focus-ring';
import { staticStyle } from '../theme/static-style';

/** Chakra's skip link (hidden until focused), with the portal's focus ring, above everything. */
export const skipLinkClass = staticStyle('fobu-skip-link', {
  ...skipNavLinkRecipe.base,
  focusVisibleRing: undefined,
  _focusVisible: { ...skipNavLinkRecipe.base?._focusVisible, ...focusRing },
  zIndex: 'skipNav',
});
