import { headingStyle, PLAIN_LIST_STYLE, staticStyle } from '@fobu/ui';

/**
 * The cards' look, set once on their list: cards and their parts are plain elements rather than
 * Chakra components, each of which resolves, hashes and serialises its style props as it renders,
 * so that the dashboard's first render has some fifty fewer (issue 18, docs/performance.md).
 * A card's content marks its parts: `data-card="meta"` (when and which, small and muted),
 * `"next"` (what happens next), `"facts"` (a list of terms and values), `"actions"` (its buttons).
 */
export const dashboardCardsClass = staticStyle('fobu-dashboard-cards', {
  ...PLAIN_LIST_STYLE,
  '& > li': { borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg.panel', p: { base: '4', md: '5' } },
  '& [data-card="head"]': { display: 'flex', gap: '3', justifyContent: 'space-between', alignItems: 'start', flexWrap: 'wrap', mb: '2' },
  '& [data-card="head"] > h3': { ...headingStyle('md'), minW: '0', flex: '1 1 16rem' },
  '& [data-card="meta"]': { fontSize: 'sm', color: 'fg.muted', mb: '2' },
  '& [data-card="next"]:not(:last-child)': { mb: '3' },
  '& [data-card="facts"]': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', fontSize: 'sm', mb: '2' },
  '& [data-card="facts"] > dt': { fontWeight: '600' },
  '& [data-card="actions"]': { display: 'flex', gap: '3', flexWrap: 'wrap' },
});
