import { staticStyle } from '@fobu/ui';

/** The menu's look, set once on it (see `siteHeaderClass` in @fobu/ui): its parts are plain elements. */
export const userMenuClass = staticStyle('fobu-user-menu', {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  '& > div': { lineHeight: '1.2', textAlign: 'right', display: { base: 'none', sm: 'block' } },
  '& > div > span': { display: 'block' },
  '& [data-user-name]': { fontWeight: '600' },
  '& [data-user-role]': { fontSize: 'sm', color: 'header.muted' },
  '& a[data-header-button]': { textDecoration: 'none' },
  // The settings link while the settings are open: marked by more than colour.
  '& a[aria-current="page"]': { textDecoration: 'underline', textDecorationThickness: '2px', textUnderlineOffset: '6px' },
});
