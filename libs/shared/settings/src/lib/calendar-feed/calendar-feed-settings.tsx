import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { calendarFeedQueryOptions, serviceErrorMessage, useChangeCalendarFeed, useServiceClients } from '@fobu/api-clients';
import { useRoleBranch } from '@fobu/routing';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FeedAddress } from './feed-address';
import { SettingsSection } from '../settings-section';
import { SaveFeedback } from '../save-feedback';

/** The two steps that change an existing address, each asked once more, since the calendar apps that use it stop getting dates. */
const CONFIRMATIONS = {
  erneuern: {
    title: 'Neue Adresse erzeugen?',
    text: 'Die bisherige Adresse funktioniert danach sofort nicht mehr. Kalender-Apps, die sie abonniert haben, erhalten keine Termine mehr; tragen Sie dort die neue Adresse ein.',
    confirmLabel: 'Neue Adresse erzeugen',
    done: 'Die neue Adresse gilt. Die bisherige funktioniert nicht mehr.',
  },
  beenden: {
    title: 'Kalender-Abo beenden?',
    text: 'Die Adresse funktioniert danach nicht mehr, und Kalender-Apps erhalten keine Termine mehr. Sie können später jederzeit eine neue Adresse erzeugen.',
    confirmLabel: 'Kalender-Abo beenden',
    done: 'Das Kalender-Abo ist beendet. Die Adresse funktioniert nicht mehr.',
  },
} as const;
type Confirmation = keyof typeof CONFIRMATIONS;

/**
 * „Kalender-Abo“ of the settings view (docs/people-and-settings.md, „Calendar feed as built“): a
 * secret address with the dates the person is admitted to and the group meetings they accepted,
 * for Outlook or a phone's calendar, which fetches it again by itself.
 */
export function CalendarFeedSettings() {
  return (
    <SettingsSection
      id="kalender-abo"
      title="Kalender-Abo"
      lead={
        <>
          Mit dem Kalender-Abo sehen Sie Ihre Fortbildungen in Outlook oder im Kalender Ihres Smartphones: alle Termine, zu denen Sie
          zugelassen sind, und die Treffen Ihrer Arbeitsgruppen, denen Sie zugesagt haben. Ihre Kalender-App holt Änderungen von selbst ab.
          Die Adresse ist geheim und gehört nur Ihnen.
        </>
      }
    >
      <DataBoundary what="Ihr Kalender-Abo" rows={2}>
        <FeedControls />
      </DataBoundary>
    </SettingsSection>
  );
}

function FeedControls() {
  const { user, tenant } = useRoleBranch();
  const { data: feed } = useSuspenseQuery(calendarFeedQueryOptions(useServiceClients(), user.uid, tenant));
  const change = useChangeCalendarFeed(user.uid, tenant);
  const [asking, setAsking] = useState<Confirmation | null>(null);
  const [status, setStatus] = useState('');
  const error = serviceErrorMessage(change.error, 'Das Kalender-Abo konnte nicht geändert werden. Bitte versuchen Sie es erneut.');
  const run = (step: Confirmation, done: string) => {
    setStatus('');
    change.mutate(step, {
      onSuccess: () => {
        setAsking(null);
        setStatus(done);
      },
    });
  };
  const { adresse, webcalAdresse, erzeugtAm } = feed;
  return (
    <Stack gap="4">
      {adresse && webcalAdresse && erzeugtAm ? (
        <>
          <FeedAddress feed={{ adresse, webcalAdresse, erzeugtAm }} onCopied={setStatus} />
          <Flex gap="3" wrap="wrap">
            <Button variant="outline" minH="44px" onClick={() => setAsking('erneuern')}>
              Neue Adresse erzeugen
            </Button>
            <Button variant="outline" minH="44px" onClick={() => setAsking('beenden')}>
              Kalender-Abo beenden
            </Button>
          </Flex>
        </>
      ) : (
        <Box>
          <Text mb="3">Sie haben noch kein Kalender-Abo.</Text>
          <Button
            colorPalette="brand"
            minH="44px"
            loading={change.isPending}
            onClick={() => run('erneuern', 'Ihr Kalender-Abo ist eingerichtet.')}
          >
            Kalender-Abo einrichten
          </Button>
        </Box>
      )}
      <SaveFeedback saved={status} error={asking ? undefined : error} />
      {asking && (
        <ConfirmDialog
          title={CONFIRMATIONS[asking].title}
          confirmLabel={CONFIRMATIONS[asking].confirmLabel}
          busy={change.isPending}
          error={error}
          onConfirm={() => run(asking, CONFIRMATIONS[asking].done)}
          onCancel={() => {
            change.reset();
            setAsking(null);
          }}
        >
          {CONFIRMATIONS[asking].text}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
