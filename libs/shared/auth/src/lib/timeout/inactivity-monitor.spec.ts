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
    expect(events).toEqual(['warn:60000', 'active']);
    vi.advanceTimersByTime(5_339_000);
    expect(events).toHaveLength(2);
  });

  it('counts activity in another tab (shared last activity)', () => {
    const { instance, events, storage } = monitor(900);
    vi.advanceTimersByTime(800_000);
    storage.setItem(LAST_ACTIVITY_KEY, String(Date.now())); // the other tab was used
    instance.recheck();
    vi.advanceTimersByTime(800_000);
    expect(events).toEqual([]);
  });
});
