import { formatGermanNumber } from './german-numbers';

describe('formatGermanNumber', () => {
  it('writes whole numbers as Intl does for de-DE', () => {
    const wholes = [0, 1, 7, 999, 1000, 1001, 10_000, 99_999, 100_000, 1_234_567, 2 ** 40, -1, -1000, -1_234_567];
    for (let length = 1; length <= 15; length++)
      wholes.push(Number('987654321098765'.slice(0, length)), 10 ** length - 1, 10 ** length + 1);
    for (const value of wholes) expect(formatGermanNumber(value)).toBe(value.toLocaleString('de-DE'));
  });

  it('writes other numbers through Intl', () => {
    expect(formatGermanNumber(1.5)).toBe('1,5');
    expect(formatGermanNumber(1234.25)).toBe('1.234,25');
    expect(formatGermanNumber(2 ** 60)).toBe((2 ** 60).toLocaleString('de-DE'));
  });
});
