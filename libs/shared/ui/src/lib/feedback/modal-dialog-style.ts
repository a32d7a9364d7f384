/**
 * How the portal's native modal dialogs look: centred (the design system's reset takes away the
 * browser's auto margin of a modal dialog), never wider or taller than the screen less a margin,
 * scrolling inside when taller, on a panel over a dimmed page.
 */
export const modalDialogStyle = {
  m: 'auto',
  w: 'calc(100% - 2rem)',
  maxH: 'calc(100% - 2rem)',
  overflowY: 'auto',
  bg: 'bg.panel',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  boxShadow: 'lg',
  css: { '&::backdrop': { background: 'rgba(0, 10, 30, 0.6)' } },
} as const;
