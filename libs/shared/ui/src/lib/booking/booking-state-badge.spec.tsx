import { BOOKING_STATE_LABELS, BOOKING_STATES } from '@fobu/domain';
import { render, screen } from '@testing-library/react';
import { UiProvider } from '../theme/ui-provider';
import { BookingStateBadge } from './booking-state-badge';

// Rendering Chakra in jsdom takes seconds when the machine is shared.
describe('BookingStateBadge', { timeout: 20_000 }, () => {
  it('names every state with its shared label', () => {
    render(
      <UiProvider>
        {BOOKING_STATES.map((state) => (
          <BookingStateBadge key={state} state={state} />
        ))}
      </UiProvider>,
    );
    for (const state of BOOKING_STATES) expect(screen.getByText(BOOKING_STATE_LABELS[state], { exact: true })).toBeTruthy();
  });

  it('gives a waiting-list place its position, and no other state', () => {
    render(
      <UiProvider>
        <BookingStateBadge state="warteliste" waitingListPosition={3} />
        <BookingStateBadge state="zugelassen" waitingListPosition={3} />
      </UiProvider>,
    );
    expect(screen.getByText('Warteliste, Platz 3')).toBeTruthy();
    expect(screen.getByText('Zugelassen', { exact: true })).toBeTruthy();
  });
});
