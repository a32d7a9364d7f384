import { headingStyle, staticStyle } from '@fobu/ui';

/**
 * The overview's look, set once on its grid (see `siteHeaderClass` in @fobu/ui): its columns, lists,
 * headings and notes are plain elements, so that a dashboard's first render, which waits for its
 * data, has a dozen Chakra components fewer to resolve (issue 18, docs/performance.md).
 */
export const overviewClass = staticStyle('fobu-overview', {
  display: 'grid',
  // One column on small screens; on large ones the template `OverviewColumns` is given.
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'var(--overview-columns)' },
  gap: { base: '10', lg: '12' },
  alignItems: 'start',
  '& > div': { display: 'flex', flexDirection: 'column', gap: '10', minW: '0' },
  '& section > h2': { ...headingStyle('lg'), mb: '3' },
  '& section[data-with-lead] > h2': { mb: '1' },
  '& section > p': { color: 'fg.muted' },
  '& section > [data-overview-lead]': { fontSize: 'sm', mb: '3' },
});
