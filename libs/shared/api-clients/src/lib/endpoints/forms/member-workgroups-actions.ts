import { AustrittSchema, endpointPath, TreffenSchema } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { invalidateAfterBookingChange } from '../../query-keys';
import type { ServiceClients } from '../../service-clients';
import { useServiceClients } from '../../service-clients-context';

/** A member's answer to a meeting's invitation. */
export interface MeetingReply {
  readonly workgroupId: number;
  readonly meetingId: number;
  readonly antwort: 'zugesagt' | 'abgelehnt';
}

/** `PUT /api/v1/arbeitsgruppen/{id}/treffen/{terminId}/antwort` (forms, a member): answers the meeting as it now stands for them. */
export async function answerMeeting(clients: ServiceClients, { workgroupId, meetingId, antwort }: MeetingReply) {
  const path = endpointPath('forms', 'PUT /api/v1/arbeitsgruppen/{id}/treffen/{terminId}/antwort', {
    id: workgroupId,
    terminId: meetingId,
  });
  const body = await clients.forms.put(path, { ...FOR_PERSON, json: { antwort } }).json();
  return parseResponse(TreffenSchema, body, 'Antwort auf die Einladung');
}

/**
 * Accepts or declines; accepting books the meeting and declining withdraws it, so the person's
 * groups, bookings and notifications reload after it, with the seats every reader sees.
 */
export function useAnswerMeeting(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: MeetingReply) => answerMeeting(await load(), answer),
    onSuccess: () => invalidateAfterBookingChange(queryClient, uid),
  });
}

/** `DELETE /api/v1/arbeitsgruppen/{id}/mitgliedschaft` (forms, a member): leaves the group; answers which one. */
export async function leaveWorkgroup(clients: ServiceClients, id: number) {
  const body = await clients.forms
    .delete(endpointPath('forms', 'DELETE /api/v1/arbeitsgruppen/{id}/mitgliedschaft', { id }), FOR_PERSON)
    .json();
  return parseResponse(AustrittSchema, body, 'Austritt aus der Arbeitsgruppe');
}

/**
 * Leaves; the invitations to coming meetings end with it, so the person's data reloads as after a
 * booking change. Not awaited: the group's page closes at once rather than showing that the group
 * is no longer there for them.
 */
export function useLeaveWorkgroup(uid: string) {
  const load = useServiceClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => leaveWorkgroup(await load(), id),
    onSuccess: () => void invalidateAfterBookingChange(queryClient, uid),
  });
}
