import { describe, expect, it } from 'vitest';
import {
  accountProgress,
  accountProgressText,
  accountRuleText,
  addMonths,
  countsTowards,
  nextDropOutText,
  type CountableEntry,
  type TrainingAccountRule,
} from './training-accounts';

const QLA_THREE_YEARS: TrainingAccountRule = { kennzeichen: 'QLA', fensterMonate: 36, zielStunden: 30 };
const ALL_TIME: TrainingAccountRule = { kennzeichen: null, fensterMonate: null, zielStunden: 20 };
const entry = (datum: string, stunden: number, kennzeichen: string[] = ['QLA']): CountableEntry => ({ datum, stunden, kennzeichen });

describe('addMonths', () => {
  it('moves a day by months and clamps to the month’s last day', () => {
    expect(addMonths('2026-11-29', -36)).toBe('2023-11-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });
});

describe('countsTowards', () => {
  it('counts the account’s code, or every training where it names none, and only hours attended', () => {
    expect(countsTowards(QLA_THREE_YEARS, entry('2026-01-01', 4))).toBe(true);
    expect(countsTowards(QLA_THREE_YEARS, entry('2026-01-01', 4, []))).toBe(false);
    expect(countsTowards(ALL_TIME, entry('2026-01-01', 4, []))).toBe(true);
    expect(countsTowards(ALL_TIME, entry('2026-01-01', 0))).toBe(false);
  });
});

describe('accountProgress', () => {
  const today = '2026-11-29';
  const entries = [
    entry('2023-11-28', 8), // just out of the window
    entry('2023-11-29', 6), // the window's first day: counts, and drops out next
    entry('2025-05-10', 4.5),
    entry('2026-10-01', 9, ['BNE']), // another code
    entry('2026-12-05', 4), // not yet
  ];

  it('adds the hours of the code in the window up to today', () => {
    const progress = accountProgress(QLA_THREE_YEARS, entries, today);
    expect(progress).toMatchObject({ ab: '2023-11-29', stunden: 10.5, fehlend: 19.5, erreicht: false, entries: [1, 2] });
  });

  it('names what drops out next and the last day it counts', () => {
    const progress = accountProgress(QLA_THREE_YEARS, entries, today);
    expect(progress.naechsterWegfall).toEqual({ zaehltBis: '2026-11-29', stunden: 6, entries: [1] });
    expect(nextDropOutText(progress.naechsterWegfall)).toBe(
      'Als Nächstes fallen 6 Stunden aus dem Zeitraum: Sie zählen bis zum 29. November 2026.',
    );
    // The next day it is gone.
    expect(accountProgress(QLA_THREE_YEARS, entries, '2026-11-30').stunden).toBe(4.5);
  });

  it('keeps a 29 February in the window while its month-shift back still reaches it', () => {
    const progress = accountProgress({ kennzeichen: null, fensterMonate: 12, zielStunden: 1 }, [entry('2024-02-29', 2)], '2024-06-01');
    expect(progress.naechsterWegfall?.zaehltBis).toBe('2025-02-28');
  });

  it('reaches the target, and an account for all time has nothing dropping out', () => {
    const progress = accountProgress(ALL_TIME, [...entries, entry('2020-01-01', 3, [])], today);
    expect(progress).toMatchObject({ ab: null, stunden: 30.5, fehlend: 0, erreicht: true, naechsterWegfall: null });
    expect(accountProgressText(ALL_TIME, progress)).toBe('30,5 von 20 Stunden – Ziel erreicht');
  });

  it('says so in German', () => {
    const progress = accountProgress(QLA_THREE_YEARS, entries, today);
    expect(accountProgressText(QLA_THREE_YEARS, progress)).toBe('10,5 von 30 Stunden (noch 19,5)');
    expect(accountRuleText(QLA_THREE_YEARS)).toBe('Fortbildungen mit dem Kennzeichen QLA aus den letzten 36 Monaten, Ziel 30 Stunden');
    expect(accountProgress(QLA_THREE_YEARS, [], today).naechsterWegfall).toBeNull();
  });
});
