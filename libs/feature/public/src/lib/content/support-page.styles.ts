import { headingStyle, staticStyle } from '@fobu/ui';

/** The support page's two parts, the questions and the contact form, each under its heading. */
export const supportPageClass = staticStyle('fobu-support-page', {
  '& > h2': { ...headingStyle('lg', 'xl'), mb: '3' },
  '& > h2 ~ h2': { mt: '12' },
  '& > [data-intro]': { maxW: '70ch', mb: '6' },
});
