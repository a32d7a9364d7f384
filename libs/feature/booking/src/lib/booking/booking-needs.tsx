import { chakra, Text } from '@chakra-ui/react';
import { teilnahmeBedarfeQueryOptions, useSaveBookingNeeds, useServiceClients } from '@fobu/api-clients';
import { bedarfeLines, type Anmeldung, type TeilnahmeBedarfe } from '@fobu/api-contract';
import { useRoleBranch } from '@fobu/routing';
import { NeedsFields, NO_NEEDS } from '@fobu/settings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * A booking's needs for taking part (docs/people-and-settings.md, "Needs for taking part"): the
 * person's own from their settings until they change them for this booking; once booked, sent for
 * the booking when there are any.
 */
export function useBookingNeeds() {
  const { user } = useRoleBranch();
  const own = useQuery(teilnahmeBedarfeQueryOptions(useServiceClients(), user.uid));
  const save = useSaveBookingNeeds(user.uid);
  const [changed, setChanged] = useState<TeilnahmeBedarfe>();
  const needs = changed ?? own.data ?? NO_NEEDS;
  return {
    needs,
    setNeeds: setChanged,
    /** After the booking: hands the needs over, if any were given. */
    sendFor: (booking: Anmeldung) => {
      if (bedarfeLines(needs).length > 0) save.mutate({ anmeldungId: booking.id, needs });
    },
    /** What became of them, for the answer: sent, failed, or nothing to say. */
    outcome: save.isSuccess
      ? 'Ihre Bedarfe für die Teilnahme sind an die Veranstaltungsleitung übermittelt.'
      : save.isError
        ? 'Ihre Bedarfe für die Teilnahme konnten nicht übermittelt werden. Bitte teilen Sie sie der Veranstaltungsleitung mit.'
        : undefined,
  };
}

/** The needs for this booking, folded while none are given (open when the settings hold some). */
export function BookingNeedsFields({ needs, onChange }: { needs: TeilnahmeBedarfe; onChange: (needs: TeilnahmeBedarfe) => void }) {
  const given = bedarfeLines(needs).length > 0;
  // Opened by the person or by needs from the settings, it stays open while they clear the fields.
  const [opened, setOpened] = useState(false);
  return (
    <chakra.details mt="4" open={opened || given} onToggle={(event) => setOpened(event.currentTarget.open)}>
      <chakra.summary cursor="pointer" fontWeight="600" minH="44px" py="2" color="fg.link">
        Bedarfe für die Teilnahme (freiwillig)
      </chakra.summary>
      <Text mb="3" fontSize="sm">
        Vorgeschlagen aus Ihren Einstellungen; Änderungen hier gelten nur für diese Anmeldung. Die Veranstaltungsleitung sieht sie, bis die
        Anmeldung endet oder der Termin vorbei ist.
      </Text>
      <NeedsFields value={needs} onChange={onChange} />
    </chakra.details>
  );
}
