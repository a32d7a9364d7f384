import {
  endpointPath,
  GruppenNachrichtGesendetSchema,
  MitgliederListSchema,
  MitgliedSchema,
  TreffenSchema,
  type GruppenNachricht,
  type MitgliedEingabe,
  type TreffenEingabe,
} from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { formOutcome } from '../../form-outcome';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients } from '../../service-clients-context';
import { staffKey } from './offer-work';

/*
 * What a group's staff change in it (docs/workgroups.md): members, meetings and messages. Every
 * change reloads the person's staff reads: the group, its meetings' dates and participant lists.
 */

/** One change to a group: add or remove a member, plan, change or cancel a meeting, write to every member. */
export type WorkgroupChange =
  | { readonly kind: 'mitglied-hinzufuegen'; readonly mitglied: MitgliedEingabe }
  | { readonly kind: 'mitglied-entfernen'; readonly mitgliedId: number }
  | { readonly kind: 'treffen-planen'; readonly treffen: TreffenEingabe }
  | { readonly kind: 'treffen-aendern'; readonly terminId: number; readonly treffen: TreffenEingabe }
  | { readonly kind: 'treffen-absagen'; readonly terminId: number; readonly grund: string }
  | { readonly kind: 'nachricht'; readonly nachricht: GruppenNachricht };

/** The request of one change; answers only the count of a message's recipients, the rest is reloaded. */
async function changeWorkgroup(clients: ServiceClients, id: number, change: WorkgroupChange): Promise<{ empfaenger?: number }> {
  const { forms } = clients;
  const meeting = (terminId: number) => ({ id, terminId });
  switch (change.kind) {
    case 'mitglied-hinzufuegen': {
      const path = endpointPath('forms', 'POST /api/v1/arbeitsgruppen/{id}/mitglieder', { id });
      parseResponse(MitgliedSchema, await forms.post(path, { ...FOR_PERSON, json: change.mitglied }).json(), 'Mitglied');
      return {};
    }
    case 'mitglied-entfernen': {
      const path = endpointPath('forms', 'DELETE /api/v1/arbeitsgruppen/{id}/mitglieder/{mitgliedId}', {
        id,
        mitgliedId: change.mitgliedId,
      });
      parseResponse(MitgliederListSchema, await forms.delete(path, FOR_PERSON).json(), 'Mitglieder');
      return {};
    }
    case 'treffen-planen': {
      const path = endpointPath('forms', 'POST /api/v1/arbeitsgruppen/{id}/treffen', { id });
      parseResponse(TreffenSchema, await forms.post(path, { ...FOR_PERSON, json: change.treffen }).json(), 'Treffen');
      return {};
    }
    case 'treffen-aendern': {
      const path = endpointPath('forms', 'PUT /api/v1/arbeitsgruppen/{id}/treffen/{terminId}', meeting(change.terminId));
      parseResponse(TreffenSchema, await forms.put(path, { ...FOR_PERSON, json: change.treffen }).json(), 'Treffen');
      return {};
    }
    case 'treffen-absagen': {
      const path = endpointPath('forms', 'POST /api/v1/arbeitsgruppen/{id}/treffen/{terminId}/absagen', meeting(change.terminId));
      parseResponse(TreffenSchema, await forms.post(path, { ...FOR_PERSON, json: { grund: change.grund } }).json(), 'Treffen');
      return {};
    }
    case 'nachricht': {
      const path = endpointPath('forms', 'POST /api/v1/arbeitsgruppen/{id}/nachrichten', { id });
      const body = await forms.post(path, { ...FOR_PERSON, json: change.nachricht }).json();
      return parseResponse(GruppenNachrichtGesendetSchema, body, 'Nachricht');
    }
  }
}

/** One change to the group `id`; a 400 or 409 is the dialog's answer; the person's staff reads reload. */
export function useWorkgroupChange(uid: string, id: number) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: WorkgroupChange) => formOutcome(async () => changeWorkgroup(await load(), id, change)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey(uid) }),
  });
}
