import { staticStyle } from '@fobu/ui';

// The wrapper only marks the page's markup: the page lays out as if it were not there.
export const textPageClass = staticStyle('fobu-text-page', { display: 'contents' });
