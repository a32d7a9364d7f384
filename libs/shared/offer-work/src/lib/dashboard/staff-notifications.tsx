import { Grid } from '@chakra-ui/react';
import { NotificationSettings, NotificationsPanel } from '@fobu/catalogue/notifications';

/**
 * The staff's notifications of the review loop (docs/offers.md, "Review notifications") with their
 * switches, below a dashboard's work lists: the lists come first, a notification leads to one of them.
 */
export function StaffNotifications() {
  return (
    <Grid
      mt={{ base: '10', lg: '12' }}
      gap={{ base: '10', lg: '12' }}
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
      alignItems="start"
    >
      <NotificationsPanel />
      <NotificationSettings />
    </Grid>
  );
}
