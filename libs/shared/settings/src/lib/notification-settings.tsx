import { Box, Stack, Text } from '@chakra-ui/react';
import { abonnementQueryOptions, serviceErrorMessage, useChangeAbonnement, useServiceClients } from '@fobu/api-clients';
import type { AbonnementUpdate, Benachrichtigungsart } from '@fobu/api-contract';
import { DAILY_SUMMARY_ROLES, DEFAULT_REMINDER_CHOICE, REMINDER_CHOICE_LABELS, type ReminderChoice } from '@fobu/domain';
import { NOTIFICATION_SETTINGS_ID, useRoleBranch } from '@fobu/routing';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { CheckOption } from '@fobu/ui/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DailySummaryOption } from './daily-summary-option';
import { kindsOf } from './notification-kinds';
import { ReminderLeadChoice } from './reminder-lead-choice';
import { SettingsSection } from './settings-section';
import { SaveFeedback } from './save-feedback';

/** What a part of the form shows while its change is saved: a kind of notification, the e-mail, when reminders come, the daily summary. */
type Moving = { [K in Benachrichtigungsart | 'email' | 'tageszusammenfassung']?: boolean } & { erinnerungVorlauf?: ReminderChoice };
type SettingKey = keyof Moving;

/** The update that changes one part, and nothing else, so that two parts changed at once do not undo each other. */
function updateOf(key: SettingKey, position: boolean | ReminderChoice): AbonnementUpdate {
  if (key === 'email') return { email: position as boolean };
  if (key === 'erinnerungVorlauf') return { erinnerungVorlauf: position as ReminderChoice };
  if (key === 'tageszusammenfassung') return { tageszusammenfassung: position as boolean };
  return { arten: { [key]: position as boolean } };
}

/**
 * Which notifications the person gets, whether also by e-mail, when reminders come, and for the
 * roles with a work overview its daily summary by e-mail. Each part
 * is saved at once and on its own. A part shows its new position from the click on (React state,
 * so a controlled input never jumps back while the request runs), then what the service stored.
 */
export function NotificationSettings() {
  const kinds = kindsOf(useRoleBranch().role);
  return (
    <SettingsSection id={NOTIFICATION_SETTINGS_ID} title="Benachrichtigungen">
      {kinds.length === 0 ? (
        <Text>Für Ihre Rolle schreibt das Portal keine Benachrichtigungen.</Text>
      ) : (
        <DataBoundary what="Ihre Einstellungen" rows={2}>
          <SettingsForm />
        </DataBoundary>
      )}
    </SettingsSection>
  );
}

function SettingsForm() {
  const { role, user } = useRoleBranch();
  const { uid } = user;
  const { data } = useSuspenseQuery(abonnementQueryOptions(useServiceClients(), uid));
  const subscription = useChangeAbonnement(uid);
  const [saved, setSaved] = useState('');
  const [moving, setMoving] = useState<Moving>({});
  const error = serviceErrorMessage(subscription.error, 'Die Einstellung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.');
  const save = <K extends SettingKey>(key: K, position: NonNullable<Moving[K]>, news: string) => {
    setMoving((current) => ({ ...current, [key]: position }));
    setSaved('');
    subscription.mutate(updateOf(key, position), {
      onSuccess: () => setSaved(`Gespeichert: ${news}.`),
      onSettled: () => setMoving(({ [key]: _settled, ...rest }) => rest),
    });
  };
  const switched = (what: string, on: boolean) => `${what} ${on ? 'an' : 'aus'}`;
  const reminders = moving.erinnerung ?? data.arten.erinnerung;
  return (
    <Stack gap="3">
      <Box as="fieldset">
        <Text as="legend" fontWeight="600" mb="1">
          Ich möchte benachrichtigt werden über
        </Text>
        {kindsOf(role).map((kind) => (
          <Box key={kind.art}>
            <CheckOption
              id={`art-${kind.art}`}
              checked={moving[kind.art] ?? data.arten[kind.art]}
              describedBy={`art-${kind.art}-hinweis`}
              onChange={(on) => save(kind.art, on, switched(kind.label, on))}
            >
              {kind.label}
            </CheckOption>
            <Text id={`art-${kind.art}-hinweis`} fontSize="sm" color="fg.muted" ms="9" mb="3">
              {kind.hint}
            </Text>
          </Box>
        ))}
      </Box>
      {kindsOf(role).some((kind) => kind.art === 'erinnerung') && (
        <ReminderLeadChoice
          value={moving.erinnerungVorlauf ?? data.erinnerungVorlauf ?? DEFAULT_REMINDER_CHOICE}
          disabled={!reminders}
          onChange={(choice) => save('erinnerungVorlauf', choice, `Erinnerungen „${REMINDER_CHOICE_LABELS[choice]}“`)}
        />
      )}
      <CheckOption id="abo-email" checked={moving.email ?? data.email} onChange={(on) => save('email', on, switched('E-Mail', on))}>
        Benachrichtigungen auch per E-Mail erhalten
      </CheckOption>
      {DAILY_SUMMARY_ROLES.includes(role) && (
        <DailySummaryOption
          checked={moving.tageszusammenfassung ?? data.tageszusammenfassung ?? false}
          emails={moving.email ?? data.email}
          onChange={(on) => save('tageszusammenfassung', on, switched('Tägliche Zusammenfassung', on))}
        />
      )}
      <SaveFeedback saved={saved} error={error} />
    </Stack>
  );
}
