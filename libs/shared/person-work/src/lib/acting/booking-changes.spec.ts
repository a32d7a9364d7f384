import type { PersonAnmeldung } from '@fobu/api-contract';
import { booking as fixtureBooking } from '../../testing/person-fixtures';
import { changesOf } from './booking-changes';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const booking = (more: Partial<PersonAnmeldung>) =>
  fixtureBooking(1, { beginn: '2026-11-24T08:00:00.000Z', ende: '2026-11-24T11:00:00.000Z', ...more });

describe('what a clerk may do with a booking on a person’s page', () => {
  it('moves or cancels an admitted booking of a date to come', () => {
    expect(changesOf(booking({}), NOW)).toEqual(['umbuchen', 'storniert']);
  });

  it('admits from the waiting list and the approval', () => {
    expect(changesOf(booking({ status: 'warteliste' }), NOW)).toEqual(['zugelassen', 'umbuchen', 'storniert']);
    expect(changesOf(booking({ status: 'wartet_auf_genehmigung' }), NOW)).toContain('zugelassen');
  });

  it('no longer moves once the date has begun, and does nothing once it has ended', () => {
    const running = booking({ beginn: '2026-11-20T08:00:00.000Z', ende: '2026-11-20T12:00:00.000Z' });
    expect(changesOf(running, NOW)).toEqual(['storniert']);
    expect(changesOf(booking({ beginn: '2026-11-19T08:00:00.000Z', ende: '2026-11-19T12:00:00.000Z' }), NOW)).toEqual([]);
  });

  it('leaves ended bookings and courses alone', () => {
    expect(changesOf(booking({ status: 'storniert' }), NOW)).toEqual([]);
    expect(changesOf(booking({ terminId: null, beginn: null, ende: null, vtyp: 'SLK', status: 'eingeschrieben' }), NOW)).toEqual([]);
  });
});
