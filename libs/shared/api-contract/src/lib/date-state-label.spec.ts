import { describe, expect, it } from 'vitest';
import { dateStateLabel } from './date-state-label';

describe('a date’s state as staff read it', () => {
  it('says that the offer is still in review instead of „buchbar“', () => {
    expect(dateStateLabel('buchbar', 'zur_pruefung')).toBe('Angebot in Prüfung');
    expect(dateStateLabel('ausgebucht', 'entwurf')).toBe('Angebot im Entwurf');
    expect(dateStateLabel('buchbar', 'zurueckgegeben')).toBe('Angebot zurückgegeben');
  });

  it('keeps the date’s own state once the offer is published, and a cancelled or held date’s always', () => {
    expect(dateStateLabel('buchbar', 'veroeffentlicht')).toBe('buchbar');
    expect(dateStateLabel('abgesagt', 'zur_pruefung')).toBe('abgesagt');
    expect(dateStateLabel('durchgefuehrt', 'archiviert')).toBe('durchgeführt');
  });
});
