import { Button, Text } from '@chakra-ui/react';
import { serviceErrorMessage, teilnahmeBedarfeQueryOptions, useSaveTeilnahmeBedarfe, useServiceClients } from '@fobu/api-clients';
import type { TeilnahmeBedarfe } from '@fobu/api-contract';
import { isBookingRole } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { NeedsFields } from './needs-fields';
import { SettingsSection } from '../settings-section';

/**
 * „Bedarfe für die Teilnahme“ of the settings view (docs/people-and-settings.md, "Needs for taking
 * part"): what the person needs to take part, offered again with every booking; the organiser of a
 * booked date sees what was confirmed for it, until the booking ends. Only for a person who books.
 */
export function NeedsSettings() {
  const { user } = useRoleBranch();
  // Needs go with bookings: a person who books in none of their roles has none to give.
  if (!user.roles.some(isBookingRole)) return null;
  return (
    <SettingsSection
      id="teilnahme-bedarfe"
      title="Bedarfe für die Teilnahme"
      lead={
        <>
          Was Sie brauchen, um an einer Fortbildung teilzunehmen. Bei jeder Anmeldung zu einem Termin werden Ihnen diese Angaben
          vorgeschlagen; Sie können sie dort für diesen Termin bestätigen oder ändern. Nur die Veranstaltungsleitung und die Verwaltung des
          Termins sehen sie, und sie werden gelöscht, wenn Ihre Anmeldung endet oder der Termin vorbei ist. Alle Angaben sind freiwillig.
        </>
      }
    >
      <DataBoundary what="Ihre Bedarfe" rows={4}>
        <NeedsForm />
      </DataBoundary>
    </SettingsSection>
  );
}

function NeedsForm() {
  const { user } = useRoleBranch();
  const { data: saved } = useSuspenseQuery(teilnahmeBedarfeQueryOptions(useServiceClients(), user.uid));
  const save = useSaveTeilnahmeBedarfe(user.uid);
  const [draft, setDraft] = useState<TeilnahmeBedarfe>(saved);
  const [status, setStatus] = useState('');
  const error = serviceErrorMessage(save.error, 'Ihre Bedarfe konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    save.mutate(draft, { onSuccess: (stored) => (setDraft(stored), setStatus('Ihre Bedarfe sind gespeichert.')) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <NeedsFields value={draft} onChange={setDraft} />
      {error && (
        <Text role="alert" color="fg.error" mb="3">
          {error}
        </Text>
      )}
      <Button type="submit" colorPalette="brand" minH="44px" loading={save.isPending}>
        Bedarfe speichern
      </Button>
      <Text role="status" mt="2" minH="1.5em">
        {status}
      </Text>
    </form>
  );
}
