import { staticStyle } from '../theme/static-style';

/** The count's line keeps its height while the first answer loads, so that the list does not move. */
export const resultCountClass = staticStyle('fobu-result-count', { fontWeight: '600', mb: '3', minH: '6' });
