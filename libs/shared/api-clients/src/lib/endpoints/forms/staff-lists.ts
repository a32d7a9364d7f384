import {
  ArbeitsuebersichtSchema,
  endpointPath,
  PruefungenPageSchema,
  VeranstaltungssuchePageSchema,
  VeranstaltungsterminsuchePageSchema,
  type VeranstaltungssucheQuerySchema,
  type VeranstaltungsterminsucheQuerySchema,
} from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { FOR_PERSON } from '../../for-person';
import { toSearchParams } from '../../search-params';
import type { ServiceClients } from '../../service-clients';
import type { LoadServiceClients } from '../../service-clients-context';
import { staffKey } from './offer-work';

/*
 * The staff's lists: what each person sees depends on their role and offers, so every list is
 * cached under the person (staffKey), and a step on an offer makes all of them stale at once.
 */

export type VeranstaltungssucheSearch = z.input<typeof VeranstaltungssucheQuerySchema>;

/** `GET /api/v1/veranstaltungssuche` (forms, staff): a page of the offers the asker may see, in every state. */
export async function searchVeranstaltungen(clients: ServiceClients, query: VeranstaltungssucheSearch) {
  const body = await clients.forms
    .get(endpointPath('forms', 'GET /api/v1/veranstaltungssuche'), { ...FOR_PERSON, searchParams: toSearchParams(query) })
    .json();
  return parseResponse(VeranstaltungssuchePageSchema, body, 'Veranstaltungssuche');
}

/** The previous page stays while the next loads, so that the table does not jump. */
export const veranstaltungssucheQueryOptions = (load: LoadServiceClients, uid: string, query: VeranstaltungssucheSearch) =>
  queryOptions({
    queryKey: staffKey(uid, 'veranstaltungssuche', query),
    queryFn: async () => searchVeranstaltungen(await load(), query),
    placeholderData: keepPreviousData,
  });

export type VeranstaltungsterminsucheSearch = z.input<typeof VeranstaltungsterminsucheQuerySchema>;

/** `GET /api/v1/veranstaltungsterminsuche` (forms, staff): a page of the dates of every offer the asker may see, with occupancy. */
export async function searchVeranstaltungstermine(clients: ServiceClients, query: VeranstaltungsterminsucheSearch) {
  const body = await clients.forms
    .get(endpointPath('forms', 'GET /api/v1/veranstaltungsterminsuche'), { ...FOR_PERSON, searchParams: toSearchParams(query) })
    .json();
  return parseResponse(VeranstaltungsterminsuchePageSchema, body, 'Terminsuche');
}

export const veranstaltungsterminsucheQueryOptions = (load: LoadServiceClients, uid: string, query: VeranstaltungsterminsucheSearch) =>
  queryOptions({
    queryKey: staffKey(uid, 'veranstaltungsterminsuche', query),
    queryFn: async () => searchVeranstaltungstermine(await load(), query),
    placeholderData: keepPreviousData,
  });

/** `GET /api/v1/pruefungen` (forms, quality control): what waits for review, oldest first. */
export async function fetchPruefungen(clients: ServiceClients, page: number) {
  const body = await clients.forms
    .get(endpointPath('forms', 'GET /api/v1/pruefungen'), { ...FOR_PERSON, searchParams: toSearchParams({ page, pageSize: 50 }) })
    .json();
  return parseResponse(PruefungenPageSchema, body, 'Prüfungen');
}

export const pruefungenQueryOptions = (load: LoadServiceClients, uid: string, page = 1) =>
  queryOptions({ queryKey: staffKey(uid, 'pruefungen', page), queryFn: async () => fetchPruefungen(await load(), page) });

/** `GET /api/v1/arbeitsuebersicht` (forms, organisers and administration): the next dates and the work waiting. */
export async function fetchArbeitsuebersicht(clients: ServiceClients) {
  const body = await clients.forms.get(endpointPath('forms', 'GET /api/v1/arbeitsuebersicht'), FOR_PERSON).json();
  return parseResponse(ArbeitsuebersichtSchema, body, 'Arbeitsübersicht');
}

export const arbeitsuebersichtQueryOptions = (load: LoadServiceClients, uid: string) =>
  queryOptions({ queryKey: staffKey(uid, 'arbeitsuebersicht'), queryFn: async () => fetchArbeitsuebersicht(await load()) });
