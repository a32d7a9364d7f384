import { PLAIN_LIST_STYLE, staticStyle } from '@fobu/ui';

/** The notifications' look, set once on their list (see `dashboardCardsClass`): they are plain elements. */
export const notificationListClass = staticStyle('fobu-notification-list', {
  ...PLAIN_LIST_STYLE,
  '& > li': {
    borderWidth: '1px',
    borderColor: 'border',
    borderLeftWidth: '4px',
    borderLeftColor: 'border',
    borderRadius: 'md',
    bg: 'bg.panel',
    p: '4',
  },
  '& > li[data-unread]': { borderLeftColor: 'brand.solid' },
  '& [data-notification="title"]': { fontWeight: '400' },
  '& > li[data-unread] > [data-notification="title"]': { fontWeight: '700' },
  '& [data-notification="when"]': { fontSize: 'sm', color: 'fg.muted', mb: '1' },
  '& [data-notification="text"]': { fontSize: 'sm' },
});
