import { staticStyle } from '../theme/static-style';

/** A part's load error with its retry, and the offline note (`LoadStates`). */
export const loadStatesClass = staticStyle('fobu-load-states', {
  '&[role="alert"]': { borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '4' },
  '&[role="alert"] > p': { mb: '3' },
  '&[data-offline]': { color: 'fg.muted' },
});
