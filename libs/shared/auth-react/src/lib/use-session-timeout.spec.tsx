import type { AuthSession } from '@fobu/auth';
import type { Role } from '@fobu/domain';
import { act, render, screen } from '@testing-library/react';
import { useSessionTimeout } from './use-session-timeout';

function Probe({ session, role }: { session: AuthSession; role: Role }) {
  const timeout = useSessionTimeout(session, role);
  return (
    <>
      <p>{timeout.warningEndsAt ? 'Warnung' : 'ruhig'}</p>
      <button onClick={timeout.stayActive}>Angemeldet bleiben</button>
    </>
  );
}

describe('useSessionTimeout (spec section 6)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  function mount(role: Role) {
    const session = { logout: vi.fn(async () => undefined), reportActivity: vi.fn(async () => undefined) } as unknown as AuthSession;
    render(<Probe session={session} role={role} />);
    return session;
  }

  it('warns a lehrkraft after 14 minutes and signs out after 15 as timed out', () => {
    const session = mount('lehrkraft');
    act(() => void vi.advanceTimersByTime(839_000));
    expect(screen.getByText('ruhig')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByText('Warnung')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(session.logout).toHaveBeenCalledWith('timed-out');
  });

  it('gives verwaltung 90 minutes', () => {
    const session = mount('verwaltung');
    act(() => void vi.advanceTimersByTime(900_000));
    expect(screen.getByText('ruhig')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(5_340_000 - 900_000));
    expect(screen.getByText('Warnung')).toBeTruthy();
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('starts again when the user chooses to stay signed in, and tells the server at once', () => {
    const session = mount('controlling');
    act(() => void vi.advanceTimersByTime(850_000));
    expect(session.reportActivity).not.toHaveBeenCalled();
    act(() => screen.getByText('Angemeldet bleiben').click());
    expect(session.reportActivity).toHaveBeenCalledTimes(1);
    expect(screen.getByText('ruhig')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(850_000));
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('tells the server of the user’s activity in the page at most once a minute', () => {
    const session = mount('lehrkraft');
    act(() => void vi.advanceTimersByTime(61_000));
    for (let press = 0; press < 5; press++) {
      act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
      act(() => void vi.advanceTimersByTime(10_000));
    }
    expect(session.reportActivity).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(10_000)); // a minute after the first report
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    expect(session.reportActivity).toHaveBeenCalledTimes(2);
  });
});
