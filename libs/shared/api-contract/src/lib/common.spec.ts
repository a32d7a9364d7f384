import { IsoDateSchema, IsoDateTimeSchema } from './common';

describe('days and times', () => {
  it('takes the days of the portal’s years', () => {
    expect(IsoDateSchema.parse('2026-11-28')).toBe('2026-11-28');
    expect(IsoDateTimeSchema.parse('1900-01-01T00:00:00Z')).toBe('1900-01-01T00:00:00Z');
    expect(IsoDateTimeSchema.parse('2999-12-31T23:59:59+01:00')).toBe('2999-12-31T23:59:59+01:00');
  });

  it.each(['0000-01-01', '0202-05-04', '1899-12-31', '3000-01-01', '9999-12-31'])(
    'refuses %s, which is a typing mistake or a year the database cannot store, in German',
    (day) => {
      const result = IsoDateSchema.safeParse(day);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Das Datum muss zwischen den Jahren 1900 und 2999 liegen.');
      expect(IsoDateTimeSchema.safeParse(`${day}T09:00:00Z`).success).toBe(false);
    },
  );
});
