import { staticStyle } from '../theme/static-style';
import { headingStyle } from '../theme/heading-style';

/**
 * The heading's and the lead's look, set once on the screen (see `siteHeaderClass`): every screen
 * renders them, so a signed-in screen's first render has two Chakra components fewer to resolve.
 */
export const screenPageClass = staticStyle('fobu-screen-page', {
  '& > h1': { ...headingStyle('2xl', '3xl'), fontWeight: '700', mb: '6' },
  '&[data-with-lead] > h1': { mb: '3' },
  '& > [data-lead]': { fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', maxW: '70ch', mb: '6' },
});
