import type { EinlassErgebnis, EinlassRequest } from '@fobu/api-contract';

/** A check-in made at the door, kept on the device until the server has answered it. */
export interface PendingCheckIn {
  readonly terminId: number;
  /** With the `vorgangId` that makes a resend count once, and `am`, when it happened at the door. */
  readonly request: EinlassRequest;
  /** What the door decided without the server, to compare with the server's answer. */
  readonly provisional: EinlassErgebnis;
}

/** Where the waiting check-ins are kept, oldest first (IndexedDB in the browser, a list in tests). */
export interface OutboxStore {
  add(entry: PendingCheckIn): Promise<void>;
  all(): Promise<PendingCheckIn[]>;
  remove(vorgangId: string): Promise<void>;
}

export interface Outbox<A> {
  /** Keeps the check-in; with `send`, then sends every waiting one in order and answers this one's answer (undefined while it waits). */
  submit(entry: PendingCheckIn, send: boolean): Promise<A | undefined>;
  /** Sends the waiting check-ins in order, stopping at the first that fails: the rest keep their order. */
  flush(): Promise<void>;
  /** Drops a check-in that the door refused itself: it is nobody's check-in. */
  discard(vorgangId: string): Promise<void>;
  pending(): Promise<PendingCheckIn[]>;
}

/**
 * The door's outbox: a check-in is written to the store before it is sent and removed only once
 * the server has answered it, so none is lost; the server answers a resent `vorgangId` with its
 * first answer, so none counts twice. One operation at a time (a scan, the `online` event and
 * the timer may meet): two flushes at once would send the same check-in twice.
 */
export function createOutbox<A>({
  store,
  send,
  onAnswer,
}: {
  store: OutboxStore;
  /** Throws when the check-in should wait and be sent again (no network, a server fault). */
  send: (entry: PendingCheckIn) => Promise<A>;
  /** A check-in that waited has been answered (the one just submitted is answered by `submit`). */
  onAnswer: (entry: PendingCheckIn, answer: A) => void;
}): Outbox<A> {
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const done = queue.then(work);
    queue = done.catch(() => undefined);
    return done;
  };
  /** Sends in order; answers the answer of `current`, and tells `onAnswer` of every other. */
  const sendWaiting = async (current?: string) => {
    let currentAnswer: A | undefined;
    for (const entry of await store.all()) {
      let answer: A;
      try {
        answer = await send(entry);
      } catch {
        break;
      }
      await store.remove(entry.request.vorgangId);
      if (entry.request.vorgangId === current) currentAnswer = answer;
      else onAnswer(entry, answer);
    }
    return currentAnswer;
  };
  return {
    submit: (entry, sendNow) =>
      oneAtATime(async () => {
        await store.add(entry);
        return sendNow ? sendWaiting(entry.request.vorgangId) : undefined;
      }),
    flush: () => oneAtATime(async () => void (await sendWaiting())),
    discard: (vorgangId) => oneAtATime(() => store.remove(vorgangId)),
    pending: () => oneAtATime(() => store.all()),
  };
}
