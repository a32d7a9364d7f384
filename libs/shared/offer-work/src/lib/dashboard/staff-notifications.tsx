import { Box } from '@chakra-ui/react';
import { NotificationsPanel } from '@fobu/catalogue/notifications';

/**
 * The staff's notifications of the review loop (docs/offers.md, "Review notifications"), below a
 * dashboard's work lists: the lists come first, a notification leads to one of them. Their switches
 * are in the settings view (docs/people-and-settings.md).
 */
export function StaffNotifications() {
  return (
    <Box mt={{ base: '10', lg: '12' }} maxW="48rem">
      <NotificationsPanel />
    </Box>
  );
}
