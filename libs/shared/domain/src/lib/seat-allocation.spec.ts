import { seatAllocationOf } from './seat-allocation';

describe('seat allocation', () => {
  it('gives a free seat first, then a free place on the waiting list, else nothing', () => {
    expect(seatAllocationOf({ zugelassen: 4, max_plaetze: 5, wartend: 0, warteliste_plaetze: 0 })).toBe('zugelassen');
    expect(seatAllocationOf({ zugelassen: 4, max_plaetze: 5, wartend: 3, warteliste_plaetze: 3 })).toBe('zugelassen');
    expect(seatAllocationOf({ zugelassen: 5, max_plaetze: 5, wartend: 2, warteliste_plaetze: 3 })).toBe('warteliste');
    expect(seatAllocationOf({ zugelassen: 5, max_plaetze: 5, wartend: 3, warteliste_plaetze: 3 })).toBe('ausgebucht');
    expect(seatAllocationOf({ zugelassen: 0, max_plaetze: 0, wartend: 0, warteliste_plaetze: 0 })).toBe('ausgebucht');
  });
});
