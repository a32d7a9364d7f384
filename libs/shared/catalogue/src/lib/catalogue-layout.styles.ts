import { staticStyle } from '@fobu/ui';

/**
 * The catalogue list's parts, set once on its screen (see `siteHeaderClass` in @fobu/ui): the row of
 * the search field and its tools, the filters' button on small screens, and the filters beside the
 * results from 768 px; below, the filters show when opened (`data-open`).
 */
export const catalogueLayoutClass = staticStyle('fobu-catalogue-layout', {
  '& > [data-catalogue="tools"]': { display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap', mb: '4' },
  '& > [data-catalogue="filter-button"]': { hideFrom: 'md', mb: '4' },
  '& > [data-catalogue="columns"]': {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '17rem minmax(0, 1fr)', lg: '19rem minmax(0, 1fr)' },
    gap: { base: '4', md: '8' },
    alignItems: 'start',
  },
  '& [data-catalogue="filters"]': {
    display: { base: 'none', md: 'block' },
    bg: { base: 'bg.subtle', md: 'transparent' },
    p: { base: '4', md: '0' },
    borderRadius: 'md',
  },
  '& [data-catalogue="filters"][data-open]': { display: 'block' },
  '& [data-catalogue="results"]': { minW: '0' },
});
