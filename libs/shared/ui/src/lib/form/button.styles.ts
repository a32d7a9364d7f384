import type { SystemStyleObject } from '@chakra-ui/react';
import { portalButtonRecipe } from '../theme/system';
import { staticStyle } from '../theme/static-style';

// Read inside functions, not at the module's top: the browser's build keeps only the class name of
// `staticStyle`, and a top-level read of the recipe would keep the design system in the first visit.
const bySize = (size: 'sm' | 'md' | 'lg'): SystemStyleObject => ({
  ...portalButtonRecipe.variants?.size[size],
  // Both set part of it: merged, as the recipe merges its variants with its base.
  _icon: { ...portalButtonRecipe.base?._icon, ...portalButtonRecipe.variants?.size[size]._icon },
});
const byVariant = (variant: 'solid' | 'outline' | 'ghost'): SystemStyleObject | undefined => portalButtonRecipe.variants?.variant[variant];

const NEUTRAL: SystemStyleObject = { color: 'inherit', _hover: { bg: 'bg.muted' }, _expanded: { bg: 'bg.muted' } };

/**
 * Chakra's button as the portal draws it (its recipe; solid in the brand's colours, outline and
 * ghost in the text's), for a plain `<button>` or a link that looks like one (`PortalButton`,
 * `buttonLook`): the parts every visitor sees first are not Chakra components, so that a first
 * visit loads none of Chakra's runtime (issue 18). Variant and size are attributes, as the recipe's
 * variants; at least 44 px high (WCAG 2.5.5).
 */
export const buttonClass = staticStyle('fobu-button', {
  ...portalButtonRecipe.base,
  minH: '44px',
  textDecoration: 'none',
  '&[data-size="sm"]': bySize('sm'),
  '&[data-size="md"]': bySize('md'),
  '&[data-size="lg"]': bySize('lg'),
  '&[data-variant="solid"]': { ...byVariant('solid'), colorPalette: 'brand' },
  // In the text's colour and framed in it, as Chakra's buttons without a palette are drawn here
  // (the portal's global styles set no default palette), with a tint on hover.
  '&[data-variant="outline"]': { ...byVariant('outline'), ...NEUTRAL, borderColor: 'currentColor' },
  '&[data-variant="ghost"]': { ...byVariant('ghost'), ...NEUTRAL },
  // While its action runs: a spinner before the text, as Chakra's `loading` shows it.
  '& [data-spinner]': {
    w: '4',
    h: '4',
    borderRadius: 'full',
    borderWidth: '2px',
    borderColor: 'currentColor',
    borderTopColor: 'transparent',
    animation: 'spin 0.6s linear infinite',
  },
});
