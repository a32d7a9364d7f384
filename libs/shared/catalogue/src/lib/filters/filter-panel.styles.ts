import { staticStyle } from '@fobu/ui';

/** The filters one under another; the two dates side by side (`data-filter-row`). */
export const filterPanelClass = staticStyle('fobu-filter-panel', {
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  '& > [data-filter-row]': { display: 'flex', gap: '3', flexWrap: 'wrap' },
});
