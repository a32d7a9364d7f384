import { chakra, defineStyle } from '@chakra-ui/react';

/**
 * How the portal's text fields look, without Chakra's input recipes (which would add to the first
 * visit's JS): a 3:1 border and a red border when `aria-invalid`; the focus ring is the theme's.
 */
export const textFieldStyle = defineStyle({
  w: 'full',
  minW: '0',
  px: '3',
  bg: 'bg.panel',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  borderRadius: 'md',
  _invalid: { borderColor: 'border.error', borderWidth: '2px' },
});

export const TextArea = chakra('textarea', {
  base: { ...textFieldStyle, py: '2' },
});
