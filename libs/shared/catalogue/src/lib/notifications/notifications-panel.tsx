import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { benachrichtigungenQueryOptions, useMarkNotificationRead, useServiceClients, useWatchedQuery } from '@fobu/api-clients';
import { formatDay, formatTime } from '@fobu/domain';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, NOTIFICATION_SETTINGS_ID, settingsLocation, useRoleBranch } from '@fobu/routing';
import { ScreenReaderText } from '@fobu/ui';
import { notificationListClass } from './notifications-panel.styles';

/**
 * The user's notifications from the notification service, newest first; unread ones stand out,
 * and a link leads to their switches in the settings view (docs/people-and-settings.md).
 * Only the heading's count follows the list's query: the panel itself does not re-render while
 * the list loads, so its boundary stays the same element (React under act() loops on three or
 * more suspended sibling boundaries that a parent re-creates, facebook/react#37556).
 */
export function NotificationsPanel() {
  return (
    <Box as="section" aria-labelledby="benachrichtigungen">
      <Heading as="h2" id="benachrichtigungen" size="xl" mb="4">
        Benachrichtigungen
        <UnreadCount />
      </Heading>
      <DataBoundary what="Ihre Benachrichtigungen" rows={3}>
        <NotificationList />
      </DataBoundary>
      <Text mt="4">
        <SettingsLink />
      </Text>
    </Box>
  );
}

function SettingsLink() {
  const { tenant, role } = useRoleBranch();
  return (
    <Link {...settingsLocation(tenant, role)} hash={NOTIFICATION_SETTINGS_ID} style={{ textDecoration: 'underline' }}>
      Benachrichtigungen einstellen
    </Link>
  );
}

function UnreadCount() {
  const unread = useWatchedQuery(benachrichtigungenQueryOptions(useServiceClients(), useRoleBranch().user.uid)).data?.ungelesen ?? 0;
  return (
    unread > 0 && (
      <Text as="span" fontWeight="400" color="fg.muted">
        {' '}
        ({unread} ungelesen)
      </Text>
    )
  );
}

function NotificationList() {
  const { uid } = useRoleBranch().user;
  const { data } = useSuspenseQuery(benachrichtigungenQueryOptions(useServiceClients(), uid));
  const markRead = useMarkNotificationRead(uid);
  return data.items.length === 0 ? (
    <Text color="fg.muted">Sie haben keine Benachrichtigungen.</Text>
  ) : (
    <ul className={notificationListClass}>
      {data.items.map((item) => (
        <li key={item.id} data-unread={item.gelesen ? undefined : ''}>
          <p data-notification="title">
            {!item.gelesen && <ScreenReaderText>Ungelesen: </ScreenReaderText>}
            {item.titel}
          </p>
          <p data-notification="when">
            {formatDay(item.erstelltAm)}, {formatTime(item.erstelltAm)}
          </p>
          <p data-notification="text">{item.text}</p>
          {!item.gelesen && (
            <Button
              variant="plain"
              size="sm"
              px="0"
              mt="1"
              textDecoration="underline"
              loading={markRead.isPending && markRead.variables === item.id}
              onClick={() => markRead.mutate(item.id)}
            >
              Als gelesen markieren
              <ScreenReaderText>: {item.titel}</ScreenReaderText>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
