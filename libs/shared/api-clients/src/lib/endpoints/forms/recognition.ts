import {
  AnerkennungenSchema,
  AnerkennungSchema,
  endpointPath,
  OffeneAnerkennungenSchema,
  type AnerkennungEntscheidung,
} from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { formOutcome } from '../../form-outcome';
import { personKey } from '../../query-keys';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';
import { fileNameOf } from './staff-exports';
import { staffKey } from './offer-work';

/*
 * Recognition of outside training (docs/proof-of-training.md, "As built: recognition"): the
 * person's requests, and verwaltung's queue of the tenant's open ones.
 */

const ownKey = (uid: string) => [...personKey(uid), 'anerkennungen'] as const;
const queueKey = (uid: string) => staffKey(uid, 'anerkennungen-offen');

/** What the person fills in: the fields as the form holds them, and the proof. */
export interface RecognitionRequestInput {
  readonly titel: string;
  readonly anbieter: string;
  readonly datum: string;
  /** The hours as a number input holds them (a dot as the decimal sign). */
  readonly stunden: string;
  readonly nachweis: File;
}

/** `GET /api/v1/anerkennungen` (forms): the signed-in person's requests, the newest first. */
export const anerkennungenQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({
    queryKey: ownKey(uid),
    queryFn: async () => {
      const body = await (await load()).forms.get(endpointPath('forms', 'GET /api/v1/anerkennungen'), FOR_PERSON).json();
      return parseResponse(AnerkennungenSchema, body, 'Anträge auf Anerkennung');
    },
  });

/** `GET /api/v1/anerkennungen/offen` (forms, verwaltung): the tenant's open requests, the longest waiting first. */
export const offeneAnerkennungenQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({
    queryKey: queueKey(uid),
    queryFn: async () => {
      const body = await (await load()).forms.get(endpointPath('forms', 'GET /api/v1/anerkennungen/offen'), FOR_PERSON).json();
      return parseResponse(OffeneAnerkennungenSchema, body, 'Anträge auf Anerkennung');
    },
  });

/**
 * `POST /api/v1/anerkennungen` as multipart/form-data: the request with its proof, answered as a
 * form's outcome (the fields' German messages on a 400); the person's list is read again.
 */
export function useSubmitRecognition(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecognitionRequestInput) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(input)) body.set(name, value);
      const path = endpointPath('forms', 'POST /api/v1/anerkennungen');
      const clients = await load();
      return formOutcome(async () =>
        parseResponse(AnerkennungSchema, await clients.forms.post(path, { ...FOR_PERSON, body }).json(), 'Antrag'),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownKey(uid) }),
  });
}

/** `POST /api/v1/anerkennungen/{id}/zurueckziehen`: withdraws one's own open request. */
export function useWithdrawRecognition(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const path = endpointPath('forms', 'POST /api/v1/anerkennungen/{id}/zurueckziehen', { id });
      return parseResponse(AnerkennungSchema, await (await load()).forms.post(path, FOR_PERSON).json(), 'Antrag');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownKey(uid) }),
  });
}

/**
 * `POST /api/v1/anerkennungen/{id}/entscheidung` (verwaltung), answered as a form's outcome: a 409
 * (another clerk was first) is `refused` with its German reason. The queue is read again either way.
 */
export function useDecideRecognition(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: number; decision: AnerkennungEntscheidung }) => {
      const path = endpointPath('forms', 'POST /api/v1/anerkennungen/{id}/entscheidung', { id });
      const clients = await load();
      return formOutcome(async () =>
        parseResponse(AnerkennungSchema, await clients.forms.post(path, { ...FOR_PERSON, json: decision }).json(), 'Antrag'),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey(uid) }),
  });
}

/** The download a `DownloadButton` starts: `GET /api/v1/anerkennungen/{id}/nachweis.pdf`, for the person or verwaltung. */
export const recognitionProofDownload = (load: LoadServiceClients, id: number) => async () => {
  const path = endpointPath('forms', 'GET /api/v1/anerkennungen/{id}/nachweis.pdf', { id });
  const response = await (await load()).forms.get(path, FOR_PERSON);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), 'nachweis.pdf') };
};
