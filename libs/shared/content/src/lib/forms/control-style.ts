/** The look every text control shares: a clear border, 44 px high, red and thicker when wrong. */
export const controlStyle = {
  display: 'block',
  width: '100%',
  maxW: '40rem',
  minH: '44px',
  px: '3',
  py: '2',
  bg: 'bg',
  color: 'fg',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'border.emphasized',
  borderRadius: 'sm',
  fontSize: 'md',
  _invalid: { borderColor: 'border.error', borderWidth: '3px' },
} as const;
