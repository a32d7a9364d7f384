import { formatGermanNumber } from './german-numbers';

const intl = (value: number, maximumFractionDigits = 3) => value.toLocaleString('de-DE', { maximumFractionDigits });

describe('formatGermanNumber', () => {
  it('writes whole numbers as Intl does for de-DE', () => {
    const wholes = [0, 1, 7, 999, 1000, 1001, 10_000, 99_999, 100_000, 1_234_567, 2 ** 40, 2 ** 60, -1, -1000, -1_234_567];
    for (let length = 1; length <= 15; length++)
      wholes.push(Number('987654321098765'.slice(0, length)), 10 ** length - 1, 10 ** length + 1);
    for (const value of wholes) expect(formatGermanNumber(value)).toBe(intl(value));
  });

  it('writes fractions as Intl does for de-DE, rounded to the decimals asked for', () => {
    expect(formatGermanNumber(1.5)).toBe('1,5');
    expect(formatGermanNumber(1234.25)).toBe('1.234,25');
    const fractions = [0.25, 2.675, 1.005, 0.0005, 12.3456, 99.995, 999.9999, -0.5, -2.25, 1 / 3, 2 / 3, 1e20 + 0.5];
    for (let quarters = 0; quarters <= 1_000; quarters++) fractions.push(quarters / 4);
    for (const value of fractions)
      for (const digits of [0, 1, 2, 3]) expect(formatGermanNumber(value, digits), `${value} to ${digits}`).toBe(intl(value, digits));
  });

  it('leaves what has no plain German form to Intl', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 1e21, -1e25]) expect(formatGermanNumber(value)).toBe(intl(value));
  });
});
