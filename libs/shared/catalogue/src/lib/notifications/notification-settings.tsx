import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { abonnementQueryOptions, serviceErrorMessage, useChangeAbonnement, useServiceClients } from '@fobu/api-clients';
import type { AbonnementUpdate, Benachrichtigungsart } from '@fobu/api-contract';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { CheckOption } from '@fobu/ui/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRoleBranch } from '@fobu/routing';
import { BOOKING_ROLES, OFFER_REVIEWER_ROLES, OFFER_WRITER_ROLES, type Role } from '@fobu/domain';

/** Each kind of notification with the roles whose dashboard offers its switch: those it concerns. */
const KINDS: readonly { art: Benachrichtigungsart; label: string; hint: string; roles: readonly Role[] }[] = [
  {
    art: 'anmeldestatus',
    label: 'Änderungen meiner Anmeldungen',
    hint: 'Zulassung, Warteliste, Nachrücken, Absage und die Entscheidung Ihrer Schulleitung.',
    roles: BOOKING_ROLES,
  },
  {
    art: 'erinnerung',
    label: 'Erinnerung vor einem Termin',
    hint: 'Eine Woche vor jedem Termin, zu dem Sie zugelassen sind.',
    roles: BOOKING_ROLES,
  },
  {
    art: 'nachricht',
    label: 'Nachrichten der Veranstaltungsleitung',
    hint: 'Was die Veranstaltungsleitung allen oder einzelnen Teilnehmenden eines Termins schreibt, etwa zu Raum oder Material.',
    roles: BOOKING_ROLES,
  },
  {
    art: 'arbeitsgruppe',
    label: 'Meine Arbeitsgruppen',
    hint: 'Ein neues, geändertes oder abgesagtes Treffen und Nachrichten an alle Mitglieder einer Arbeitsgruppe.',
    roles: BOOKING_ROLES,
  },
  {
    art: 'genehmigung',
    label: 'Anmeldungen, die meine Genehmigung brauchen',
    hint: 'Sobald sich jemand aus Ihrer Schule zu einem Termin mit Genehmigung anmeldet.',
    roles: ['schulleitung'],
  },
  {
    art: 'pruefung',
    label: 'Angebote, die auf Prüfung warten',
    hint: 'Sobald ein Angebot oder die Überarbeitung eines veröffentlichten Angebots zur Prüfung eingereicht wird.',
    roles: OFFER_REVIEWER_ROLES,
  },
  {
    art: 'pruefergebnis',
    label: 'Entscheidungen der Qualitätskontrolle',
    hint: 'Sobald die Qualitätskontrolle ein Angebot, das Sie leiten oder eingereicht haben, freigibt oder mit einer Notiz zurückgibt.',
    roles: OFFER_WRITER_ROLES,
  },
];

/** A switch of the form: one kind of notification, or the e-mail. */
type SwitchKey = Benachrichtigungsart | 'email';

/**
 * Which notifications the person gets, and whether also by e-mail. Each switch is saved at once
 * and on its own. A switch shows its new position from the click on (React state, so a controlled
 * checkbox never jumps back while the request runs), then what the service stored.
 */
export function NotificationSettings() {
  return (
    <Box as="section" aria-labelledby="benachrichtigungen-einstellen">
      <Heading as="h2" id="benachrichtigungen-einstellen" size="lg" mb="2">
        Benachrichtigungen einstellen
      </Heading>
      <DataBoundary what="Ihre Einstellungen" rows={2}>
        <SettingsForm />
      </DataBoundary>
    </Box>
  );
}

function SettingsForm() {
  const { role, user } = useRoleBranch();
  const { uid } = user;
  const { data } = useSuspenseQuery(abonnementQueryOptions(useServiceClients(), uid));
  const subscription = useChangeAbonnement(uid);
  const [saved, setSaved] = useState('');
  const [moving, setMoving] = useState<Partial<Record<SwitchKey, boolean>>>({});
  const error = serviceErrorMessage(subscription.error, 'Die Einstellung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.');
  const save = (key: SwitchKey, on: boolean, what: string) => {
    setMoving((current) => ({ ...current, [key]: on }));
    setSaved('');
    const update: AbonnementUpdate = key === 'email' ? { email: on } : { arten: { [key]: on } };
    subscription.mutate(update, {
      onSuccess: () => setSaved(`Gespeichert: ${what} ${on ? 'an' : 'aus'}.`),
      onSettled: () => setMoving(({ [key]: _settled, ...rest }) => rest),
    });
  };
  return (
    <Stack gap="3">
      <Box as="fieldset">
        <Text as="legend" fontWeight="600" mb="1">
          Ich möchte benachrichtigt werden über
        </Text>
        {KINDS.filter((kind) => kind.roles.includes(role)).map((kind) => (
          <Box key={kind.art}>
            <CheckOption
              id={`art-${kind.art}`}
              checked={moving[kind.art] ?? data.arten[kind.art]}
              describedBy={`art-${kind.art}-hinweis`}
              onChange={(on) => save(kind.art, on, kind.label)}
            >
              {kind.label}
            </CheckOption>
            <Text id={`art-${kind.art}-hinweis`} fontSize="sm" color="fg.muted" ms="9" mb="3">
              {kind.hint}
            </Text>
          </Box>
        ))}
      </Box>
      <CheckOption id="abo-email" checked={moving.email ?? data.email} onChange={(on) => save('email', on, 'E-Mail')}>
        Benachrichtigungen auch per E-Mail erhalten
      </CheckOption>
      <Text role="status" fontSize="sm" minH="1.5em">
        {saved}
      </Text>
      {error && (
        <Text role="alert" color="fg.error" fontWeight="600">
          {error}
        </Text>
      )}
    </Stack>
  );
}
