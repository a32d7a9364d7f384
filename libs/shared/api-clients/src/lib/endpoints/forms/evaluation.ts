import {
  BewertungKennzahlenSchema,
  BewertungsergebnisSchema,
  BewertungsformularSchema,
  endpointPath,
  OffeneBewertungenSchema,
  type BewertungEingabe,
  type BewertungKennzahlenQuery,
} from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { formOutcome } from '../../form-outcome';
import { personKey } from '../../query-keys';
import { toSearchParams } from '../../search-params';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';
import { staffKey } from './offer-work';

/*
 * The evaluation after each date (docs/proof-of-training.md, "As built: evaluation"): the
 * participant's open evaluations and form, their answer, and the results for the staff.
 */

const openKey = (uid: string) => [...personKey(uid), 'bewertungen-offen'] as const;
const formKey = (uid: string, terminId: number) => [...personKey(uid), 'bewertung', terminId] as const;

/** `GET /api/v1/bewertungen/offen` (forms, a booking role): dates attended and not yet evaluated. */
export const openEvaluationsQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({
    queryKey: openKey(uid),
    queryFn: async () => {
      const body = await (await load()).forms.get(endpointPath('forms', 'GET /api/v1/bewertungen/offen'), FOR_PERSON).json();
      return parseResponse(OffeneBewertungenSchema, body, 'Offene Bewertungen');
    },
  });

/** `GET /api/v1/termine/{id}/bewertung`: the form of a date the person attended. */
export const evaluationFormQueryOptions = (load: LoadServiceClients, uid: string, terminId: number) =>
  queryOptions({
    queryKey: formKey(uid, terminId),
    queryFn: async () => {
      const path = endpointPath('forms', 'GET /api/v1/termine/{id}/bewertung', { id: terminId });
      return parseResponse(BewertungsformularSchema, await (await load()).forms.get(path, FOR_PERSON).json(), 'Bewertung');
    },
  });

/**
 * `POST /api/v1/termine/{id}/bewertung`: the answer, as a form's outcome (400 field by field, 409
 * when the booking was evaluated already); the open list drops the date either way.
 */
export function useSubmitEvaluation(uid: string, terminId: number) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: BewertungEingabe) =>
      formOutcome(async () => {
        const path = endpointPath('forms', 'POST /api/v1/termine/{id}/bewertung', { id: terminId });
        const body = await (await load()).forms.post(path, { ...FOR_PERSON, json: answer }).json();
        return { formular: parseResponse(BewertungsformularSchema, body, 'Bewertung') };
      }),
    onSuccess: async (outcome) => {
      if (outcome.kind === 'invalid') return;
      await queryClient.invalidateQueries({ queryKey: openKey(uid) });
    },
  });
}

/** `GET /api/v1/termine/{id}/bewertungen` (forms, staff): a date's results, or only their count below five answers. */
export const dateEvaluationResultsQueryOptions = (load: LoadServiceClients, uid: string, terminId: number) =>
  queryOptions({
    queryKey: staffKey(uid, 'termin-bewertungen', terminId),
    queryFn: async () => {
      const path = endpointPath('forms', 'GET /api/v1/termine/{id}/bewertungen', { id: terminId });
      return parseResponse(BewertungsergebnisSchema, await (await load()).forms.get(path, FOR_PERSON).json(), 'Bewertungen');
    },
  });

/** `GET /api/v1/angebote/{vnr}/bewertungen` (forms, staff): an offer's results over all its dates. */
export const offerEvaluationResultsQueryOptions = (load: LoadServiceClients, uid: string, vnr: string) =>
  queryOptions({
    queryKey: staffKey(uid, 'angebot-bewertungen', vnr),
    queryFn: async () => {
      const path = endpointPath('forms', 'GET /api/v1/angebote/{vnr}/bewertungen', { vnr });
      return parseResponse(BewertungsergebnisSchema, await (await load()).forms.get(path, FOR_PERSON).json(), 'Bewertungen');
    },
  });

/** `GET /api/v1/kennzahlen/bewertungen` (forms, controlling): averages by subject and district. */
export const evaluationFiguresQueryOptions = (load: LoadServiceClients, uid: string, query: BewertungKennzahlenQuery) =>
  queryOptions({
    queryKey: [...personKey(uid), 'kennzahlen-bewertungen', query],
    queryFn: async () => {
      const body = await (await load()).forms
        .get(endpointPath('forms', 'GET /api/v1/kennzahlen/bewertungen'), { ...FOR_PERSON, searchParams: toSearchParams(query) })
        .json();
      return parseResponse(BewertungKennzahlenSchema, body, 'Bewertungen');
    },
  });
