import { Text } from '@chakra-ui/react';
import { offerDatesQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { Vtyp } from '@fobu/api-contract';
import { useRoleBranch } from '@fobu/routing';
import { Note } from '@fobu/ui';
import { useQuery } from '@tanstack/react-query';
import { OfferScreenLink } from '../offer-screen';

/**
 * Whether a Veranstaltung (an offer with fixed dates) would go to review without a date ahead: a
 * new one always, a saved one while none of its dates is still to come. Courses and on-demand
 * offers have no dates of their own to prepare.
 */
export function useMissingDate(vtyp: Vtyp, vnr: string | undefined): boolean {
  const { user } = useRoleBranch();
  const dates = useQuery({ ...offerDatesQueryOptions(useServiceClients(), user.uid, vnr ?? ''), enabled: vtyp === 'TERMIN' && !!vnr });
  if (vtyp !== 'TERMIN') return false;
  if (!vnr) return true;
  const now = Date.now();
  return dates.isSuccess && !dates.data.items.some((date) => date.status !== 'abgesagt' && new Date(date.beginn).getTime() > now);
}

/**
 * The warning before submitting a Veranstaltung without a date (docs/offers.md, "Dates while
 * preparing an offer"): it does not block, since dates may be added during the review too, but it
 * says what the missing date means and where to add one.
 */
export function MissingDateNote({ vnr, id }: { vnr: string | undefined; id?: string }) {
  return (
    <Note id={id} mb="4" bg="bg.warning" borderColor="border.warning">
      <Text fontWeight="600" mb="1">
        Dieses Angebot hat noch keinen Termin.
      </Text>
      <Text>
        Sie können es trotzdem zur Prüfung einreichen und Termine auch während der Prüfung anlegen. Anmelden kann sich erst jemand, wenn es
        freigegeben ist und einen Termin hat.{' '}
        {vnr ? (
          <OfferScreenLink search={{ vnr, ansicht: 'termine' }}>Jetzt einen Termin anlegen</OfferScreenLink>
        ) : (
          'Termine legen Sie nach dem Speichern auf der Seite „Termine“ des Angebots an.'
        )}
      </Text>
    </Note>
  );
}
