import { staticStyle } from '../theme/static-style';

/** Previous page, where the reader is, next page: in a row, wrapped on narrow screens (`Paging`). */
export const pagingClass = staticStyle('fobu-paging', {
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  mt: '6',
});
