import { AbrufanfrageEingangListSchema, AbrufanfrageEingangSchema, endpointPath, type TerminEingabe } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { formOutcome } from '../../form-outcome';
import { toSearchParams } from '../../search-params';
import type { ServiceClients } from '../../service-clients';
import type { LoadServiceClients } from '../../service-clients-context';
import { useServiceClients } from '../../service-clients-context';
import { staffKey } from './offer-work';

/** `GET /api/v1/abrufanfragen/eingang?status=offen` (forms, organisers and administration): the schools' requests waiting for an answer, oldest first. */
export async function fetchOpenRequests(clients: ServiceClients) {
  const body = await clients.forms
    .get(endpointPath('forms', 'GET /api/v1/abrufanfragen/eingang'), { ...FOR_PERSON, searchParams: toSearchParams({ status: 'offen' }) })
    .json();
  return parseResponse(AbrufanfrageEingangListSchema, body, 'Abrufanfragen');
}

export const openRequestsQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({ queryKey: staffKey(uid, 'abrufanfragen', 'offen'), queryFn: async () => fetchOpenRequests(await load()) });

/** An answer to a school's request: agreed with the date for the school, or declined with the reason the school head is told. */
export type RequestAnswer =
  | { readonly kind: 'zusagen'; readonly id: number; readonly termin: TerminEingabe }
  | { readonly kind: 'ablehnen'; readonly id: number; readonly begruendung: string };

async function answerRequest(clients: ServiceClients, answer: RequestAnswer) {
  const json = answer.kind === 'zusagen' ? answer.termin : { begruendung: answer.begruendung };
  const body = await clients.forms
    .post(endpointPath('forms', `POST /api/v1/abrufanfragen/{id}/${answer.kind}` as const, { id: answer.id }), { ...FOR_PERSON, json })
    .json();
  return parseResponse(AbrufanfrageEingangSchema, body, 'Abrufanfrage');
}

/** Answers a request; a 400 or 409 is an answer for the form; the requests, dates and overview reload. */
export function useAnswerRequest(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: RequestAnswer) => formOutcome(async () => answerRequest(await load(), answer)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKey(uid) }),
  });
}
