import { TerminEingabeSchema } from '@fobu/api-contract';
import { describe, expect, it } from 'vitest';
import {
  dateFieldLabels,
  dateFieldOf,
  dateFormValuesOf,
  dateInputOf,
  newDateValues,
  nextSession,
  type DateFormValues,
} from './date-form-values';

describe('the date form’s values', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const typed: DateFormValues = {
    ...newDateValues(now),
    ortName: 'IQSH Kronshagen',
    adresse: 'Schreberweg 5, 24119 Kronshagen',
    kreis: 'kiel',
  };
  const fieldsOf = (values: DateFormValues) =>
    TerminEingabeSchema.safeParse(dateInputOf(values)).error?.issues.map((issue) => dateFieldOf(issue.path, values));

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

  it('makes a date of several sessions run from the first one’s beginning to the last one’s end', () => {
    const second = { ...nextSession(typed.sitzungen), von: '14:00', bis: '17:30' };
    expect(second.tag).toBe('2026-12-23');
    const input = TerminEingabeSchema.parse(dateInputOf({ ...typed, sitzungen: [...typed.sitzungen, second] }));
    expect(input.beginn).toBe('2026-12-22T08:00:00.000Z');
    expect(input.ende).toBe('2026-12-23T16:30:00.000Z');
    expect(input.sitzungen).toHaveLength(2);
  });

  it('names the form field of each problem the contract finds', () => {
    expect(fieldsOf({ ...typed, kreis: '' })).toEqual(['kreis']);
    // The rules between the fields follow once each field is right.
    expect(fieldsOf({ ...typed, sitzungen: [{ ...typed.sitzungen[0], bis: '08:00' }] })).toEqual(expect.arrayContaining(['sitzung-0-bis']));
    // The second session before the first: the second one's beginning is what to change.
    const early = { ...typed.sitzungen[0], tag: '2026-12-21' };
    expect(fieldsOf({ ...typed, sitzungen: [typed.sitzungen[0], early] })).toEqual(expect.arrayContaining(['sitzung-1-von']));
    // A session without its day: the day is asked for, not its time.
    expect(new Set(fieldsOf({ ...typed, sitzungen: [typed.sitzungen[0], { ...early, tag: '' }] }))).toEqual(new Set(['sitzung-1-tag']));
  });

  it('names each session’s fields with its number once there are several', () => {
    expect(dateFieldLabels(typed)['sitzung-0-von']).toBe('Beginn (Uhrzeit)');
    const two = { ...typed, sitzungen: [...typed.sitzungen, nextSession(typed.sitzungen)] };
    expect(dateFieldLabels(two)['sitzung-1-von']).toBe('2. Sitzung, Beginn (Uhrzeit)');
  });

  it('shows a saved date’s sessions as they are, and sends them back unchanged', () => {
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
    const values = dateFormValuesOf(saved);
    expect(values.sitzungen).toEqual([
      { tag: '2026-12-22', von: '09:00', bis: '11:00' },
      { tag: '2026-12-22', von: '13:00', bis: '16:00' },
    ]);
    expect(dateInputOf(values).sitzungen).toEqual(saved.sitzungen);
  });
});
