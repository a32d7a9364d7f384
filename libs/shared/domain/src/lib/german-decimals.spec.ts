import { formatGermanDecimal } from './german-decimals';

const intl = (value: number, maximumFractionDigits: number) => value.toLocaleString('de-DE', { maximumFractionDigits });

describe('formatGermanDecimal', () => {
  it('writes numbers as Intl does for de-DE, rounded to the decimals asked for', () => {
    expect(formatGermanDecimal(1.5, 2)).toBe('1,5');
    expect(formatGermanDecimal(1234.25, 2)).toBe('1.234,25');
    const values = [
      0,
      7,
      1000,
      1_234_567,
      2 ** 60,
      0.25,
      2.675,
      1.005,
      0.0005,
      12.3456,
      99.995,
      999.9999,
      -0.5,
      -2.25,
      -1000.5,
      1 / 3,
      2 / 3,
      1e20 + 0.5,
    ];
    for (let quarters = 0; quarters <= 1_000; quarters++) values.push(quarters / 4);
    for (const value of values)
      for (const digits of [0, 1, 2, 3]) expect(formatGermanDecimal(value, digits), `${value} to ${digits}`).toBe(intl(value, digits));
  });

  it('leaves what has no plain German form to Intl', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 1e21, -1e25, 1e-7])
      expect(formatGermanDecimal(value, 2)).toBe(intl(value, 2));
  });
});
