import { headingStyle } from '../theme/heading-style';
import { staticStyle } from '../theme/static-style';

/** A message page's heading, text and what to do next (`MessagePage`). */
export const messagePageClass = staticStyle('fobu-message-page', {
  maxW: '70ch',
  py: { base: '4', md: '10' },
  '& > h1': { ...headingStyle('2xl', '3xl'), mb: '4' },
  '& > [data-message]': { fontSize: 'lg', color: 'fg.muted', '& p + p': { mt: '3' } },
  '& > [data-action]': { mt: '8', display: 'flex', gap: '3', flexWrap: 'wrap' },
});
