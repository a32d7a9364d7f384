import type { TerminEingabe, TerminVerwaltung } from '@fobu/api-contract';
import type { RunningBackend } from '../server';
import { serviceClient, serviceToken, signIn, startTestBackend, testFixture } from './harness';

/*
 * What the specs of the organisers' work on dates, cancellations and on-demand requests share:
 * people signed in, offers made by the test fixtures, date input and what people were told.
 */

const DAY = 86_400_000;

/** An instant `days` from now at `hour` o'clock UTC, as ISO 8601. */
export function inDays(days: number, hour = 8): string {
  const day = new Date(Date.now() + days * DAY);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
}

/** A valid online date `days` ahead, 08:00–12:00 UTC in one session; `more` overrides fields. */
export function onlineDate(days = 40, more: Partial<TerminEingabe> = {}): TerminEingabe {
  return {
    beginn: inDays(days, 8),
    ende: inDays(days, 12),
    sitzungen: [{ beginn: inDays(days, 8), ende: inDays(days, 12) }],
    ort: null,
    onlineLink: 'https://konferenz.example/raum-1',
    minPlaetze: 1,
    maxPlaetze: 3,
    wartelistePlaetze: 2,
    anmeldebeginn: inDays(-1),
    anmeldeschluss: inDays(days - 3),
    stornofrist: inDays(days - 7),
    genehmigungErforderlich: false,
    ...more,
  };
}

/** The same date in a place (a Präsenz offer's), without a link. */
export const placeDate = (days = 40, more: Partial<TerminEingabe> = {}): TerminEingabe =>
  onlineDate(days, {
    onlineLink: null,
    ort: { name: 'IQSH-Lernort Kiel', adresse: 'Schreberweg 5, Kiel', raum: 'Raum 1.02', kreis: 'kiel' },
    ...more,
  });

/** A date as the staff list shows it, turned back into the input that writes it (what an editor sends). */
export function asInput(termin: TerminVerwaltung, more: Partial<TerminEingabe> = {}): TerminEingabe {
  return {
    beginn: termin.beginn,
    ende: termin.ende,
    sitzungen: termin.sitzungen,
    ort: termin.ort && { ...termin.ort, raum: termin.ort.raum ?? '' },
    onlineLink: termin.onlineLink,
    minPlaetze: termin.minPlaetze,
    maxPlaetze: termin.maxPlaetze,
    wartelistePlaetze: termin.wartelistePlaetze,
    anmeldebeginn: termin.anmeldebeginn,
    anmeldeschluss: termin.anmeldeschluss,
    stornofrist: termin.stornofrist,
    genehmigungErforderlich: termin.genehmigungErforderlich,
    ...more,
  };
}

/** Signs people in: demo users by name, or new users of the test's own with the roles given. */
export function people(backend: RunningBackend) {
  return {
    demo: async (username: string) => (await signIn(backend, username, username.split('.')[1])).access_token,
    async withRoles(rollen: string[], more: Record<string, unknown> = {}) {
      const user = await testFixture<{ benutzername: string; uid: string; dstnr: string; name: string; email: string }>(
        backend,
        'benutzer',
        {
          mandant: 'iqsh',
          rollen,
          ...more,
        },
      );
      return { ...user, token: (await signIn(backend, user.benutzername, 'iqsh')).access_token };
    },
  };
}

/** A published offer of the demo organiser veranstaltungsleiter.iqsh (online), with dates `inTagen` ahead. */
export const publishedOffer = (backend: RunningBackend, body: Record<string, unknown> = {}) =>
  testFixture<{ vnr: string; titel: string; termine: { id: number; beginn: string }[] }>(backend, 'angebote', body);

/** A user holding a booking of the date in the state given; their uid. */
export async function bookedUser(backend: RunningBackend, vnr: string, terminId: number, status: string) {
  const user = await testFixture<{ uid: string }>(backend, 'benutzer', { anmeldungen: [{ vnr, terminId, status }] });
  return user.uid;
}

/** The notifications of a person, oldest first. */
export const notificationsOf = (backend: RunningBackend, uid: string) =>
  backend.db.query<{ titel: string; text: string; art: string; anmeldung_id: number | null }>(
    'SELECT titel, text, art, anmeldung_id FROM benachrichtigungen WHERE uid = $1 ORDER BY id',
    [uid],
  );

/** The state of each person's booking of the date. */
export async function bookingStates(backend: RunningBackend, terminId: number): Promise<Record<string, string>> {
  const rows = await backend.db.query<{ uid: string; status: string }>('SELECT uid, status FROM anmeldungen WHERE termin_id = $1', [
    terminId,
  ]);
  return Object.fromEntries(rows.map((row) => [row.uid, row.status]));
}

/**
 * A spec file's back end with test fixtures, its forms client, and the named demo users signed in:
 * their user tokens go into `tokens`, by user name.
 */
/** The demo users the date and request specs act as: the offer's organiser, administration of both tenants, quality control, a teacher. */
export const DATE_WORK_USERS = [
  'veranstaltungsleiter.iqsh',
  'verwaltung.iqsh',
  'verwaltung.shibb',
  'qualitaetskontrolle.iqsh',
  'lehrkraft.iqsh',
] as const;

export async function formsBackendWith(tokens: Record<string, string>, demoUsers: readonly string[]) {
  const backend = await startTestBackend({ testFixtures: true });
  const forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
  const who = people(backend);
  for (const name of demoUsers) tokens[name] = await who.demo(name);
  return { backend, forms, who };
}
