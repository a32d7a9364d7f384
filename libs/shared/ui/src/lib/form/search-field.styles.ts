import { staticStyle } from '../theme/static-style';
import { textFieldStyle } from './text-field';

/** The search field's look, set once on it for its label, input and hint (see `siteHeaderClass`). */
export const searchFieldClass = staticStyle('fobu-search-field', {
  flex: '1 1 18rem',
  minW: '0',
  '& > label': { display: 'block', fontWeight: '600', mb: '1' },
  '& > input': { ...textFieldStyle, h: '11' },
  '& > p': { fontSize: 'sm', color: 'fg.muted', mt: '1' },
});
