import type { SystemStyleObject } from '@chakra-ui/react';
import { staticStyle } from '../theme/static-style';
import { textFieldStyle } from './text-field';

const LABEL_STYLE: SystemStyleObject = { display: 'block', fontWeight: '600', fontSize: 'sm', mb: '1' };

/**
 * Each field's look is set once on its outer element, for its label and control, and a group of
 * checkboxes styles its rows the same way: the controls are plain elements rather than Chakra
 * components, each of which resolves, hashes and serialises its style props as it renders. The
 * catalogue's filters are some 25 fields and boxes that a list's first visit renders (and
 * hydrates) at once (issue 18, docs/performance.md).
 */
export const filterFieldClass = staticStyle('fobu-filter-field', {
  '& > label': LABEL_STYLE,
  '& > select, & > input': { ...textFieldStyle, h: '10' },
  // A date beside another takes its share of the row.
  '&[data-grow]': { flex: '1', minW: '0' },
});

/** A checkbox and its label as one row: the whole row is the target. */
const CHECK_ROW_STYLE: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '8',
  cursor: 'pointer',
  '& > input': { w: '4.5', h: '4.5', flexShrink: 0, accentColor: 'brand.solid' },
};

export const checkboxGroupClass = staticStyle('fobu-checkbox-group', {
  border: '0',
  p: '0',
  m: '0',
  minW: '0',
  '& > legend': LABEL_STYLE,
  '& > div': {
    display: 'flex',
    flexDirection: 'column',
    gap: '0',
    maxH: '15rem',
    overflowY: 'auto',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    px: '3',
    py: '2',
    bg: 'bg.panel',
  },
  '& > div > label': CHECK_ROW_STYLE,
});

export const checkRowClass = staticStyle('fobu-check-row', CHECK_ROW_STYLE);
