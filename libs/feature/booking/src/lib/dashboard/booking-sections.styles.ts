import { headingStyle, staticStyle } from '@fobu/ui';

/** The groups' look, set once on them (see `dashboardCardsClass`): sections, headings and notes are plain elements. */
export const bookingGroupsClass = staticStyle('fobu-booking-groups', {
  display: 'flex',
  flexDirection: 'column',
  gap: '10',
  '& > section > h2': { ...headingStyle('xl'), mb: '4' },
  '& > section > h2 > span': { fontWeight: '400', color: 'fg.muted' },
  '& > section > [data-group-action]': { mb: '4' },
  '& > section > p': { color: 'fg.muted' },
});
