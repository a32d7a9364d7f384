import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { benachrichtigungenQueryOptions, useMarkNotificationRead, useServiceClients, useWatchedQuery } from '@fobu/api-clients';
import { formatDay, formatTime } from '@fobu/domain';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRoleBranch } from '@fobu/routing';

/** The user's notifications from the notification service, newest first; unread ones stand out. */
export function NotificationsPanel() {
  const unread = useWatchedQuery(benachrichtigungenQueryOptions(useServiceClients(), useRoleBranch().user.uid)).data?.ungelesen ?? 0;
  return (
    <Box as="section" aria-labelledby="benachrichtigungen">
      <Heading as="h2" id="benachrichtigungen" size="xl" mb="4">
        Benachrichtigungen
        {unread > 0 && (
          <Text as="span" fontWeight="400" color="fg.muted">
            {' '}
            ({unread} ungelesen)
          </Text>
        )}
      </Heading>
      <DataBoundary what="Ihre Benachrichtigungen" rows={3}>
        <NotificationList />
      </DataBoundary>
    </Box>
  );
}

function NotificationList() {
  const { uid } = useRoleBranch().user;
  const { data } = useSuspenseQuery(benachrichtigungenQueryOptions(useServiceClients(), uid));
  const markRead = useMarkNotificationRead(uid);
  return data.items.length === 0 ? (
    <Text color="fg.muted">Sie haben keine Benachrichtigungen.</Text>
  ) : (
    <Stack as="ul" listStyleType="none" p="0" m="0" gap="3">
      {data.items.map((item) => (
        <Box
          as="li"
          key={item.id}
          borderWidth="1px"
          borderColor="border"
          borderLeftWidth="4px"
          borderLeftColor={item.gelesen ? 'border' : 'brand.solid'}
          borderRadius="md"
          bg="bg.panel"
          p="4"
        >
          <Text fontWeight={item.gelesen ? '400' : '700'}>
            {!item.gelesen && (
              <Box as="span" srOnly>
                Ungelesen:{' '}
              </Box>
            )}
            {item.titel}
          </Text>
          <Text fontSize="sm" color="fg.muted" mb="1">
            {formatDay(item.erstelltAm)}, {formatTime(item.erstelltAm)}
          </Text>
          <Text fontSize="sm">{item.text}</Text>
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
              <Box as="span" srOnly>
                : {item.titel}
              </Box>
            </Button>
          )}
        </Box>
      ))}
    </Stack>
  );
}
