import {
  AngebotArbeitsstandSchema,
  AngebotDetailSchema,
  endpointPath,
  HistorieSchema,
  type AngebotAenderung,
  type AngebotAnlage,
  type AngebotArbeitsstand,
} from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { formOutcome, type FormOutcome } from '../../form-outcome';
import { personKey } from '../../query-keys';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients, type LoadServiceClients } from '../../service-clients-context';

/*
 * Writing and reviewing offers (docs/offers.md). The work state says what the asker may do, so it
 * is cached per person; a step answers the new work state, which replaces the cached one at once.
 */

const workKey = (uid: string, vnr: string) => [...personKey(uid), 'angebot-arbeitsstand', vnr] as const;
/** Everything a step on an offer makes stale besides its work state: the staff lists and the history. */
const STAFF_LIST_KEY = ['staff'] as const;

/** The staff's cached lists (searches, queue, work overview, an offer's dates and history) live under this key. */
export const staffKey = (uid: string, ...rest: readonly unknown[]) => [...personKey(uid), ...STAFF_LIST_KEY, ...rest] as const;
const historyKey = (uid: string, vnr: string) => staffKey(uid, 'angebot-historie', vnr);

/** `GET /api/v1/angebote/{vnr}/arbeitsstand` (forms, staff): the content under work, its state and what the asker may do. */
export async function fetchArbeitsstand(clients: ServiceClients, vnr: string) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/angebote/{vnr}/arbeitsstand', { vnr }), FOR_PERSON).json();
  return parseResponse(AngebotArbeitsstandSchema, body, 'Arbeitsstand');
}

export const arbeitsstandQueryOptions = (load: LoadServiceClients, uid: string, vnr: string) =>
  queryOptions({ queryKey: workKey(uid, vnr), queryFn: async () => fetchArbeitsstand(await load(), vnr) });

/**
 * `GET /api/v1/angebote/{vnr}` as the staff read it (signed in): also an offer not yet published,
 * with its dates, for the preview of what participants will see.
 */
export async function fetchStaffAngebot(clients: ServiceClients, vnr: string) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/angebote/{vnr}', { vnr }), FOR_PERSON).json();
  return parseResponse(AngebotDetailSchema, body, 'Veranstaltung');
}

export const staffAngebotQueryOptions = (load: LoadServiceClients, uid: string, vnr: string) =>
  queryOptions({ queryKey: [...personKey(uid), 'angebot', vnr], queryFn: async () => fetchStaffAngebot(await load(), vnr) });

/** `GET /api/v1/angebote/{vnr}/historie` (forms, staff): every step, oldest first. */
export async function fetchHistorie(clients: ServiceClients, vnr: string) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/angebote/{vnr}/historie', { vnr }), FOR_PERSON).json();
  return parseResponse(HistorieSchema, body, 'Verlauf');
}

export const historieQueryOptions = (load: LoadServiceClients, uid: string, vnr: string) =>
  queryOptions({ queryKey: historyKey(uid, vnr), queryFn: async () => fetchHistorie(await load(), vnr) });

/**
 * The new work state replaces the cached one at once; the lists, history and catalogue reload in
 * the background, so that the screen moves on without waiting for them.
 */
export function afterStep(queryClient: QueryClient, uid: string, outcome: FormOutcome<AngebotArbeitsstand>) {
  if (outcome.kind !== 'sent') return;
  const { kind: _sent, ...work } = outcome;
  queryClient.setQueryData(workKey(uid, work.vnr), work);
  // The lists, and the offer's history and dates; approving changes what the catalogue shows.
  void queryClient.invalidateQueries({ queryKey: staffKey(uid) });
  void queryClient.invalidateQueries({ queryKey: ['forms'] });
}

/** `POST /api/v1/angebote` (forms, organiser): a new draft; answers its work state. */
export async function createAngebot(clients: ServiceClients, offer: AngebotAnlage): Promise<FormOutcome<AngebotArbeitsstand>> {
  return formOutcome(async () => {
    const body = await clients.forms.post(endpointPath('forms', 'POST /api/v1/angebote'), { ...FOR_PERSON, json: offer }).json();
    return parseResponse(AngebotArbeitsstandSchema, body, 'Angebot');
  });
}

/** `PUT /api/v1/angebote/{vnr}` (forms): the changed content with the version read; an older version is refused (409). */
export async function changeAngebot(
  clients: ServiceClients,
  vnr: string,
  change: AngebotAenderung,
): Promise<FormOutcome<AngebotArbeitsstand>> {
  return formOutcome(async () => {
    const body = await clients.forms
      .put(endpointPath('forms', 'PUT /api/v1/angebote/{vnr}', { vnr }), { ...FOR_PERSON, json: change })
      .json();
    return parseResponse(AngebotArbeitsstandSchema, body, 'Angebot');
  });
}

/** The steps of an offer's life after writing: the review, and cancelling (with a reason) and archiving. */
export type OfferStep = 'einreichen' | 'freigeben' | 'zurueckgeben' | 'absagen' | 'archivieren';
export interface OfferStepInput {
  readonly version: number;
  /** The review note; required to send back. */
  readonly notiz?: string;
  /** The reason of a cancellation, which those booked are told. */
  readonly grund?: string;
}

/** `POST /api/v1/angebote/{vnr}/{step}` (forms): a step on the version read; sending back needs a note, cancelling a reason. */
export async function stepAngebot(
  clients: ServiceClients,
  vnr: string,
  step: OfferStep,
  input: OfferStepInput,
): Promise<FormOutcome<AngebotArbeitsstand>> {
  return formOutcome(async () => {
    const body = await clients.forms
      .post(endpointPath('forms', `POST /api/v1/angebote/{vnr}/${step}` as const, { vnr }), { ...FOR_PERSON, json: input })
      .json();
    return parseResponse(AngebotArbeitsstandSchema, body, 'Arbeitsschritt');
  });
}

/** Saves an offer: creates it when it has no number yet, else changes it against the version read. */
export function useSaveAngebot(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: { vnr: string; change: AngebotAenderung } | { offer: AngebotAnlage }) =>
      'offer' in save ? createAngebot(await load(), save.offer) : changeAngebot(await load(), save.vnr, save.change),
    onSuccess: (outcome) => afterStep(queryClient, uid, outcome),
  });
}

/** One step on an offer; the new work state replaces the cached one, and the lists and history reload. */
export function useOfferStep(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ vnr, step, input }: { vnr: string; step: OfferStep; input: OfferStepInput }) =>
      stepAngebot(await load(), vnr, step, input),
    onSuccess: (outcome) => afterStep(queryClient, uid, outcome),
  });
}
