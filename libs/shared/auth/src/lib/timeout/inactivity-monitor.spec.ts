import { MemoryStorage } from '../../testing/fake-identity-provider';
import { createInactivityMonitor, LAST_ACTIVITY_KEY } from './inactivity-monitor';

describe('session time-out', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  function monitor(lengthSeconds: number, storage = new MemoryStorage()) {
    const events: string[] = [];
    const instance = createInactivityMonitor({
      lengthMs: lengthSeconds * 1000,
      storage,
      onWarn: (endsAt) => events.push(`warn:${endsAt - Date.now()}`),
      onActive: () => events.push('active'),
      onExpire: () => events.push('expire'),
      onReport: () => events.push(`report:${(Date.now() - 1_000_000) / 1000}`),
    });
    instance.start();
    return { instance, events, storage };
  }

  it('warns one minute before the end and ends the session at the end', () => {
    const { events } = monitor(900);
    vi.advanceTimersByTime(839_000);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(['warn:60000']);
    vi.advanceTimersByTime(60_000);
    expect(events).toEqual(['warn:60000', 'expire']);
  });

  it('starts again when the user chooses to stay signed in', () => {
    const { instance, events } = monitor(5400);
    vi.advanceTimersByTime(5_350_000);
    instance.activity(); // ignored while the warning shows
    instance.stayActive();
    expect(events).toEqual(['warn:60000', 'active', 'report:5350']);
    vi.advanceTimersByTime(5_339_000);
    expect(events).toHaveLength(3);
  });

  it('counts activity in another tab (shared last activity)', () => {
    const { instance, events, storage } = monitor(900);
    vi.advanceTimersByTime(800_000);
    storage.setItem(LAST_ACTIVITY_KEY, String(Date.now())); // the other tab was used
    instance.recheck();
    vi.advanceTimersByTime(800_000);
    expect(events).toEqual([]);
  });

  it('tells the server of activity at most once a minute, and at once when the user chooses to stay', () => {
    const { instance, events } = monitor(900);
    instance.activity(); // the sign-in itself was the server's last activity
    vi.advanceTimersByTime(30_000);
    instance.activity();
    vi.advanceTimersByTime(30_000);
    instance.activity();
    instance.activity();
    vi.advanceTimersByTime(59_000);
    instance.activity();
    expect(events).toEqual(['report:60']);
    vi.advanceTimersByTime(1_000);
    instance.activity();
    instance.stayActive();
    expect(events).toEqual(['report:60', 'report:120', 'report:120']);
  });

  it('tells the server nothing while nobody works, and nothing of another tab’s activity', () => {
    const { instance, events, storage } = monitor(900);
    vi.advanceTimersByTime(800_000);
    storage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    instance.recheck();
    expect(events).toEqual([]);
  });
});
