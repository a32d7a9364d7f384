import { TerminEingabeSchema } from '@fobu/api-contract';
import { describe, expect, it, vi } from 'vitest';
import {
  dateFieldLabels,
  dateFieldOf,
  dateFormValuesOf,
  dateInputOf,
  deadlineLeadsOf,
  newDateValues,
  nextSession,
  USUAL_DEADLINE_LEADS,
  withFirstDay,
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

  describe('the deadlines follow the day', () => {
    const today = '2026-11-24';

    it('closes booking and cancelling a week before a new date, which is four weeks ahead', () => {
      expect(typed.sitzungen[0].tag).toBe('2026-12-22');
      expect([typed.anmeldebeginn, typed.anmeldeschluss, typed.stornofrist]).toEqual([today, '2026-12-15', '2026-12-15']);
    });

    it('moves the deadlines that follow with the day chosen, and the other sessions with the first', () => {
      const two = { ...typed, sitzungen: [...typed.sitzungen, nextSession(typed.sitzungen)] };
      const moved = withFirstDay(two, '2027-01-12', USUAL_DEADLINE_LEADS, today);
      expect(moved.sitzungen.map(({ tag }) => tag)).toEqual(['2027-01-12', '2027-01-13']);
      expect([moved.anmeldebeginn, moved.anmeldeschluss, moved.stornofrist]).toEqual([today, '2027-01-05', '2027-01-05']);
    });

    it('gives a date too soon for the usual lead the latest valid deadlines, so that it saves as it is', () => {
      const soon = withFirstDay(typed, '2026-11-27', USUAL_DEADLINE_LEADS, today);
      expect([soon.anmeldeschluss, soon.stornofrist]).toEqual(['2026-11-27', '2026-11-27']);
      // The contract checks "in the future" against the clock: the test's day is today.
      vi.useFakeTimers({ now, toFake: ['Date'] });
      expect(TerminEingabeSchema.safeParse(dateInputOf(soon)).success).toBe(true);
      vi.useRealTimers();
    });

    it('leaves a deadline set by hand where it is', () => {
      const byHand = { ...typed, stornofrist: '2026-12-01' };
      const moved = withFirstDay(byHand, '2027-01-12', { anmeldeschluss: 7 }, today);
      expect([moved.anmeldeschluss, moved.stornofrist]).toEqual(['2027-01-05', '2026-12-01']);
    });

    it('keeps a copied date’s leads, booking opening no earlier than today', () => {
      const original = { ...typed, anmeldebeginn: '2026-12-01', anmeldeschluss: '2026-12-12', stornofrist: '2026-12-19' };
      const leads = deadlineLeadsOf(original);
      expect(leads).toEqual({ anmeldebeginn: 21, anmeldeschluss: 10, stornofrist: 3 });
      const copy = withFirstDay(original, '2027-01-29', leads, today);
      expect([copy.anmeldebeginn, copy.anmeldeschluss, copy.stornofrist]).toEqual(['2027-01-08', '2027-01-19', '2027-01-26']);
      expect(withFirstDay(original, '2026-12-08', leads, today).anmeldebeginn).toBe(today);
    });
  });
});
