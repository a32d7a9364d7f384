import {
  fetchStaffTermin,
  fetchTeilnehmende,
  sendCheckIn,
  staffTerminQueryOptions,
  teilnehmendeQueryOptions,
  useServiceClients,
} from '@fobu/api-clients';
import type { CheckInDelivery } from '@fobu/api-clients';
import type { EinlassErgebnis, Teilnehmende } from '@fobu/api-contract';
import { useRoleBranch } from '@fobu/routing';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDoorStorage } from './door-storage';
import { indexedDbStorage } from './einlass-db';
import { withOfflineCopy } from './offline-copy';
import { createOutbox, type PendingCheckIn } from './outbox';
import { decideProvisionally, type CheckInInput } from './provisional-decision';
import { personName, resultWords, type DoorOutcome } from './result-words';

/** While check-ins wait, the door tries again this often (and at once when the browser is online again). */
const RETRY_INTERVAL_MS = 15_000;

/** A check-in the door let in provisionally and the server did not. */
export interface Overruled {
  readonly vorgangId: string;
  readonly name: string;
  readonly reason: string;
}

const isIn = (ergebnis: EinlassErgebnis) => ergebnis.ergebnis === 'eingelassen' || ergebnis.ergebnis === 'schon_eingelassen';

/** The copies of one person's reads of one date on the device. */
const copyName = (uid: string, what: 'teilnehmende' | 'termin', terminId: number) => `${uid}:${what}:${terminId}`;

/** The date at the door, with its offer's title (also offline, from the device's copy). */
export function useDoorTermin(terminId: number) {
  const { user } = useRoleBranch();
  const load = useServiceClients();
  const storage = useDoorStorage(indexedDbStorage);
  return useQuery({
    queryKey: staffTerminQueryOptions(load, user.uid, terminId).queryKey,
    queryFn: withOfflineCopy(storage.copies, copyName(user.uid, 'termin', terminId), async () => fetchStaffTermin(await load(), terminId)),
    networkMode: 'always',
  }).data;
}

/**
 * The door of one date: its participant list (also offline, from the device's copy), the
 * check-ins waiting for the server, and `checkIn`, which answers what the door shows. Online the
 * server decides; offline, or without an answer, the door decides from its list and the server
 * checks later (docs/participants.md, "Offline").
 */
export function useDoor(terminId: number) {
  const { user } = useRoleBranch();
  const load = useServiceClients();
  const queryClient = useQueryClient();
  const storage = useDoorStorage(indexedDbStorage);
  const listKey = teilnehmendeQueryOptions(load, user.uid, terminId).queryKey;
  const listCopy = copyName(user.uid, 'teilnehmende', terminId);
  // networkMode 'always': offline the read fails at once and the device's copy answers.
  const { data: list } = useSuspenseQuery({
    queryKey: listKey,
    queryFn: withOfflineCopy(storage.copies, listCopy, async () => fetchTeilnehmende(await load(), terminId)),
    networkMode: 'always',
  });

  const [pending, setPending] = useState<readonly PendingCheckIn[]>([]);
  const [overruled, setOverruled] = useState<readonly Overruled[]>([]);

  /** The server's answer enters the list (and its copy): the name search and a later offline decision know it. */
  const learn = (ergebnis: EinlassErgebnis) => {
    const { anmeldungId, eingelassenAm } = ergebnis;
    if (!isIn(ergebnis) || anmeldungId === null || !eingelassenAm) return;
    const next = queryClient.setQueryData<{ items: Teilnehmende[] }>(listKey, (old) =>
      old ? { items: old.items.map((person) => (person.id === anmeldungId ? { ...person, eingelassenAm } : person)) } : old,
    );
    if (next) void storage.copies.put(listCopy, next).catch(() => undefined);
    // The server's check-in also recorded the attendance, which the door's patch leaves out: the
    // next screen that shows this list (the participant list, the attendance) loads it again.
    void queryClient.invalidateQueries({ queryKey: listKey, exact: true, refetchType: 'none' });
  };
  // The outbox lives as long as the door; its answers reach the list of the latest render.
  const learnRef = useRef(learn);
  learnRef.current = learn;

  const outbox = useMemo(
    () =>
      createOutbox<CheckInDelivery>({
        store: storage.outbox,
        send: async (entry) => sendCheckIn(await load(), entry.terminId, entry.request),
        onAnswer: (entry, delivery) => {
          if (delivery.kind === 'beantwortet') learnRef.current(delivery.ergebnis);
          if (entry.provisional.ergebnis !== 'eingelassen' || (delivery.kind === 'beantwortet' && isIn(delivery.ergebnis))) return;
          const outcome: DoorOutcome =
            delivery.kind === 'beantwortet'
              ? { kind: 'ergebnis', ergebnis: delivery.ergebnis, provisional: false }
              : { kind: 'fehler', message: delivery.message };
          const words = resultWords(outcome);
          const name =
            (delivery.kind === 'beantwortet' && personName(delivery.ergebnis)) || personName(entry.provisional) || 'Unbekannte Person';
          setOverruled((list) => [
            ...list,
            { vorgangId: entry.request.vorgangId, name, reason: [words.title, words.detail].filter(Boolean).join(': ') },
          ]);
        },
      }),
    [storage, load],
  );

  const refresh = useCallback(async () => setPending(await outbox.pending().catch(() => [])), [outbox]);
  const sendWaiting = useCallback(async () => {
    if (navigator.onLine) await outbox.flush();
    await refresh();
  }, [outbox, refresh]);

  useEffect(() => {
    void sendWaiting();
    const online = () => void sendWaiting();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [sendWaiting]);
  const waiting = pending.length > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => void sendWaiting(), RETRY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [waiting, sendWaiting]);

  /** Bookings let in on this device whose check-in waits for the server, with when. */
  const admittedHere = useMemo(
    () =>
      new Map(
        pending.flatMap((entry) =>
          entry.provisional.ergebnis === 'eingelassen' && entry.provisional.anmeldungId !== null
            ? [[entry.provisional.anmeldungId, entry.request.am] as const]
            : [],
        ),
      ),
    [pending],
  );

  const checkIn = async (input: CheckInInput): Promise<DoorOutcome> => {
    const request = { ...input, am: new Date().toISOString(), vorgangId: crypto.randomUUID() };
    const provisional = decideProvisionally(input, terminId, list.items, admittedHere);
    const entry: PendingCheckIn = { terminId, request, provisional };
    // Only a provisional admission waits for the server; the door's own refusal is nobody's check-in.
    const mayAdmit = provisional.ergebnis === 'eingelassen';
    const online = navigator.onLine;
    try {
      const delivery = online || mayAdmit ? await outbox.submit(entry, online) : undefined;
      if (delivery?.kind === 'abgewiesen') return { kind: 'fehler', message: delivery.message };
      if (delivery) {
        learn(delivery.ergebnis);
        return { kind: 'ergebnis', ergebnis: delivery.ergebnis, provisional: false };
      }
      if (!mayAdmit && online) await outbox.discard(request.vorgangId);
    } catch {
      return { kind: 'fehler', message: 'Der Einlass konnte auf diesem Gerät nicht gespeichert werden. Bitte versuchen Sie es erneut.' };
    } finally {
      await refresh();
    }
    return { kind: 'ergebnis', ergebnis: provisional, provisional: mayAdmit };
  };

  return { people: list.items, pending, admittedHere, overruled, checkIn, dismissOverruled: () => setOverruled([]) };
}
