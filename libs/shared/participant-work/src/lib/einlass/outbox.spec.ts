import type { EinlassErgebnis } from '@fobu/api-contract';
import { memoryDoorStorage } from './memory-door-storage';
import { createOutbox, type PendingCheckIn } from './outbox';

const provisional: EinlassErgebnis = {
  ergebnis: 'eingelassen',
  anmeldungId: 7,
  vorname: 'Anna',
  name: 'Beispiel',
  status: 'zugelassen',
  eingelassenAm: null,
  terminId: 801,
};
const checkIn = (vorgangId: string, anmeldungId = 7): PendingCheckIn => ({
  terminId: 801,
  request: { anmeldungId, am: '2026-12-03T08:12:00.000Z', vorgangId },
  provisional: { ...provisional, anmeldungId },
});
const ids = (entries: readonly PendingCheckIn[]) => entries.map((entry) => entry.request.vorgangId);

/** An outbox over a store in memory whose sends the test answers (or fails) one by one. */
function outboxUnderTest(answer: (entry: PendingCheckIn) => Promise<string> = async (entry) => `ok ${entry.request.vorgangId}`) {
  const storage = memoryDoorStorage();
  const sent: string[] = [];
  const answered: [string, string][] = [];
  const outbox = createOutbox<string>({
    store: storage.outbox,
    send: (entry) => {
      sent.push(entry.request.vorgangId);
      return answer(entry);
    },
    onAnswer: (entry, reply) => answered.push([entry.request.vorgangId, reply]),
  });
  return { outbox, waiting: storage.waiting, sent, answered };
}

describe('the door’s outbox', () => {
  it('keeps check-ins made offline without sending them', async () => {
    const { outbox, sent } = outboxUnderTest();
    expect(await outbox.submit(checkIn('a'), false)).toBeUndefined();
    expect(await outbox.submit(checkIn('b', 8), false)).toBeUndefined();
    expect(sent).toEqual([]);
    expect(ids(await outbox.pending())).toEqual(['a', 'b']);
  });

  it('sends them in the order made once the connection is back, and tells each answer', async () => {
    const { outbox, sent, answered } = outboxUnderTest();
    for (const id of ['a', 'b', 'c']) await outbox.submit(checkIn(id), false);
    await outbox.flush();
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(answered).toEqual([
      ['a', 'ok a'],
      ['b', 'ok b'],
      ['c', 'ok c'],
    ]);
    expect(await outbox.pending()).toEqual([]);
  });

  it('removes a check-in only after the server has answered it', async () => {
    const replies: ((value: string) => void)[] = [];
    const { outbox, waiting, sent } = outboxUnderTest(() => new Promise((resolve) => replies.push(resolve)));
    await outbox.submit(checkIn('a'), false);
    const flushing = outbox.flush();
    await vi.waitFor(() => expect(sent).toEqual(['a']));
    expect(ids(waiting)).toEqual(['a']);
    replies[0]?.('ok');
    await flushing;
    expect(waiting).toEqual([]);
  });

  it('keeps a check-in whose sending failed, and the later ones in their order, for the next try', async () => {
    let networkDown = true;
    const { outbox, sent } = outboxUnderTest(async (entry) => {
      if (entry.request.vorgangId === 'b' && networkDown) throw new TypeError('Failed to fetch');
      return 'ok';
    });
    for (const id of ['a', 'b', 'c']) await outbox.submit(checkIn(id), false);
    await outbox.flush();
    expect(sent).toEqual(['a', 'b']);
    expect(ids(await outbox.pending())).toEqual(['b', 'c']);
    networkDown = false;
    await outbox.flush();
    expect(sent).toEqual(['a', 'b', 'b', 'c']);
    expect(await outbox.pending()).toEqual([]);
  });

  it('online, sends the waiting check-ins first and answers the new one itself', async () => {
    const { outbox, answered } = outboxUnderTest();
    await outbox.submit(checkIn('offline'), false);
    expect(await outbox.submit(checkIn('now', 8), true)).toBe('ok now');
    expect(answered).toEqual([['offline', 'ok offline']]);
  });

  it('never sends a check-in twice when the reconnect and the timer flush at the same time', async () => {
    const { outbox, sent } = outboxUnderTest(async () => new Promise((resolve) => setTimeout(() => resolve('ok'), 5)));
    await outbox.submit(checkIn('a'), false);
    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    expect(sent).toEqual(['a']);
  });
});
