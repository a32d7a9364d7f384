import type { Datenauskunft } from '@fobu/api-contract';
import type { Db } from '@fobu/server-sql';
import { notFound } from '../../http/errors';
import { personBookings } from '../people/person-bookings';
import { personGroups } from '../people/person-record';
import {
  exportedContacts,
  exportedHistories,
  exportedMeetings,
  exportedNotifications,
  exportedPerson,
  exportedSettings,
} from './export-parts';
import { ownRecognitions } from '../recognition/recognition-queries';
import { privacyCases } from './privacy-cases';

/** The same answer for an unknown person, one of another tenant and an erased one: a guessed uid tells nothing. */
const NO_SUCH_PERSON = 'Diese Person gibt es nicht, oder Sie dürfen sie nicht nachschlagen.';

/**
 * Everything the portal holds about the person `uid` in the tenant (Art. 15 DSGVO; docs/people-and-settings.md,
 * "Data protection (DSGVO)"): the bookings as the administration's person page shows them, with
 * remarks and histories, and what is theirs alone. Nobody else's data: a clerk who acted on a
 * booking is named with their role, as the person's own booking history names them.
 */
export async function dataExport(db: Db, mandant: string, uid: string): Promise<Datenauskunft> {
  const person = await exportedPerson(db, mandant, uid);
  if (!person) throw notFound(NO_SUCH_PERSON);
  const lookup = { mandant, organiser: null, scope: 'alle' } as const;
  const [bookings, histories, arbeitsgruppen, einstellungen, treffen, benachrichtigungen, kontaktanfragen, anerkennungen, datenschutz] =
    await Promise.all([
      personBookings(db, lookup, uid),
      exportedHistories(db, mandant, uid),
      personGroups(db, lookup, uid),
      exportedSettings(db, mandant, uid),
      exportedMeetings(db, mandant, uid),
      exportedNotifications(db, mandant, uid),
      exportedContacts(db, mandant, person.email),
      ownRecognitions(db, { uid, mandant }),
      privacyCases(db, mandant, uid),
    ]);
  return {
    erstelltAm: new Date().toISOString(),
    mandant,
    person,
    einstellungen,
    anmeldungen: bookings.map((booking) => ({ ...booking, ...(histories.get(booking.id) ?? { bemerkung: null, verlauf: [] }) })),
    arbeitsgruppen,
    treffen,
    benachrichtigungen,
    kontaktanfragen,
    anerkennungen,
    datenschutz,
  };
}
