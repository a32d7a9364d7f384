import { AngebotArbeitsstandSchema, HistorieSchema, TerminVerwaltungListSchema, type AngebotAnlage } from '@fobu/api-contract';
import type { serviceClient } from './harness';

/*
 * The requests the specs of the organisers' work on dates send (date-editing.spec.ts,
 * date-cancelling.spec.ts): a draft of their own, its dates, and what the history says.
 */

const DRAFT: AngebotAnlage = {
  vtyp: 'TERMIN',
  titel: 'Sprachbildung im Fachunterricht',
  beschreibung: 'Wie Fachunterricht die Bildungssprache aufbaut, an Beispielen aus Mathematik und Sachunterricht.',
  ziele: '',
  hinweise: '',
  zielgruppen: ['lehrkraft'],
  schularten: ['Grundschule'],
  faecher: ['Deutsch'],
  kennzeichen: [],
  format: 'praesenz',
  umfangStunden: 4,
  gebuehr: 0,
  referenten: [],
  kontakt: '',
};

/** The requests, sent through `forms`; the administration of iqsh (`administration`, a token) reads what the others need not see. */
export function dateEditingRequests(forms: () => ReturnType<typeof serviceClient>, administration: () => string) {
  const datesOf = async (token: string, vnr: string) =>
    TerminVerwaltungListSchema.parse((await forms()(`/api/v1/angebote/${vnr}/termine`, { user: token })).json).items;
  return {
    draftOf: async (token: string) =>
      AngebotArbeitsstandSchema.parse((await forms()('/api/v1/angebote', { body: DRAFT, user: token })).json),
    addDate: (token: string, vnr: string, body: unknown) => forms()(`/api/v1/angebote/${vnr}/termine`, { body, user: token }),
    changeDate: (token: string, id: number, body: unknown) => forms()(`/api/v1/termine/${id}`, { method: 'PUT', body, user: token }),
    datesOf,
    dateOf: async (vnr: string, id: number) => {
      const date = (await datesOf(administration(), vnr)).find((t) => t.id === id);
      if (!date) throw new Error(`Termin ${id} fehlt in der Liste.`);
      return date;
    },
    historyOf: async (vnr: string) =>
      HistorieSchema.parse((await forms()(`/api/v1/angebote/${vnr}/historie`, { user: administration() })).json).items,
  };
}

/** The German messages of a 400, by field. */
export const messages = (answer: { json: { details?: { path: string; message: string }[] } }) =>
  Object.fromEntries((answer.json.details ?? []).map((d) => [d.path, d.message]));
