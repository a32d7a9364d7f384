import { TerminEingabeSchema } from '@fobu/api-contract';
import { describe, expect, it } from 'vitest';
import { dateFieldOf, dateFormValuesOf, dateInputOf, newDateValues } from './date-form-values';

describe('the date form’s values', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const typed = { ...newDateValues(now), ortName: 'IQSH Kronshagen', adresse: 'Schreberweg 5, 24119 Kronshagen', kreis: 'kiel' as const };

  it('reads days and times as Kiel means them, with the deadlines at the end of their day', () => {
    const input = dateInputOf(typed);
    expect(input).toMatchObject({
      beginn: '2026-12-22T08:00:00.000Z',
      ende: '2026-12-22T15:00:00.000Z',
      anmeldeschluss: '2026-12-15T22:59:00.000Z',
      maxPlaetze: 20,
    });
    expect(TerminEingabeSchema.safeParse(input).success).toBe(true);
  });

  it('names the form field of each problem the contract finds', () => {
    const fieldsOf = (values: typeof typed) =>
      TerminEingabeSchema.safeParse(dateInputOf(values)).error?.issues.map((issue) => dateFieldOf(issue.path));
    expect(fieldsOf({ ...typed, kreis: '' as never })).toEqual(['kreis']);
    // The rules between the fields follow once each field is right.
    expect(fieldsOf({ ...typed, bis: '08:00' })).toEqual(expect.arrayContaining(['bis']));
  });

  it('keeps a date’s sessions when its times stay', () => {
    const input = TerminEingabeSchema.parse(dateInputOf(typed));
    const saved = {
      ...input,
      id: 1,
      vnr: 'IQ500001',
      sitzungen: [
        { beginn: input.beginn, ende: '2026-12-22T10:00:00.000Z' },
        { beginn: '2026-12-22T12:00:00.000Z', ende: input.ende },
      ],
    } as unknown as Parameters<typeof dateFormValuesOf>[0];
    expect(dateInputOf(dateFormValuesOf(saved), saved).sitzungen).toHaveLength(2);
    expect(dateInputOf({ ...dateFormValuesOf(saved), von: '09:30' }, saved).sitzungen).toHaveLength(1);
  });
});
