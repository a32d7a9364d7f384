import { HistorieEintragSchema, TERMIN_FIELD_LABELS, type HistorieEintrag } from '@fobu/api-contract';
import { describe, expect, it } from 'vitest';
import { historyChangeText, historyDateName } from './history-text';

/** A date as the back end stores it in a step: the normalised input, every instant in UTC. */
const STORED_DATE = {
  beginn: '2026-11-30T13:00:00.000Z',
  ende: '2026-11-30T16:00:00.000Z',
  sitzungen: [{ beginn: '2026-11-30T13:00:00.000Z', ende: '2026-11-30T16:00:00.000Z' }],
  ort: { name: 'IQSH-Lernort Kiel', adresse: 'Schreberweg 5, 24119 Kronshagen', raum: '2.14', kreis: 'kiel' },
  onlineLink: null,
  minPlaetze: 8,
  maxPlaetze: 1200,
  wartelistePlaetze: 5,
  anmeldebeginn: '2026-11-01T23:00:00.000Z',
  anmeldeschluss: '2026-11-23T22:59:00.000Z',
  stornofrist: '2026-11-23T22:59:00.000Z',
  genehmigungErforderlich: false,
};

const step = (aktion: HistorieEintrag['aktion'], aenderungen: HistorieEintrag['aenderungen'], terminBeginn: string | null = null) =>
  HistorieEintragSchema.parse({
    am: '2026-11-24T09:00:00Z',
    person: { uid: 'u1', name: 'Vera Leitung' },
    rolle: 'veranstaltungsleiter',
    aktion,
    aenderungen,
    notiz: null,
    terminId: 2832,
    terminBeginn,
  });

const created = step(
  'termin_angelegt',
  Object.entries(STORED_DATE).map(([feld, nachher]) => ({ feld, vorher: null, nachher })),
);
const lines = (item: HistorieEintrag) => item.aenderungen.map((change) => historyChangeText(item, change));

describe('the history in German', () => {
  it('writes a new date’s every field with its German label, in Berlin time, and no raw value', () => {
    const text = lines(created).join('\n');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T|\[object Object\]|→/);
    for (const field of Object.keys(STORED_DATE)) expect(text).not.toMatch(new RegExp(`^${field}:`, 'm'));
    expect(lines(created)).toEqual([
      'Beginn: 30.11.2026, 14:00 Uhr',
      'Ende: 30.11.2026, 17:00 Uhr',
      'Sitzungen: 30.11.2026, 14:00–17:00 Uhr',
      'Veranstaltungsort: IQSH-Lernort Kiel, 2.14, Schreberweg 5, 24119 Kronshagen, Kiel',
      `${TERMIN_FIELD_LABELS.onlineLink}: –`,
      'Mindestzahl der Teilnehmenden: 8',
      'Plätze: 1.200',
      'Plätze auf der Warteliste: 5',
      'Anmeldebeginn: 02.11.2026, 00:00 Uhr',
      'Anmeldeschluss: 23.11.2026, 23:59 Uhr',
      'Stornofrist: 23.11.2026, 23:59 Uhr',
      'Genehmigung durch die Schulleitung: nein',
    ]);
  });

  it('writes a change from what to what, several sessions each by day and time', () => {
    const changed = step('termin_geaendert', [
      { feld: 'maxPlaetze', vorher: 20, nachher: 24 },
      { feld: 'genehmigungErforderlich', vorher: false, nachher: true },
      {
        feld: 'sitzungen',
        vorher: STORED_DATE.sitzungen,
        nachher: [...STORED_DATE.sitzungen, { beginn: '2026-12-01T08:00:00Z', ende: '2026-12-01T11:30:00Z' }],
      },
    ]);
    expect(lines(changed)).toEqual([
      'Plätze: 20 → 24',
      'Genehmigung durch die Schulleitung: nein → ja',
      'Sitzungen: 30.11.2026, 14:00–17:00 Uhr → 30.11.2026, 14:00–17:00 Uhr; 01.12.2026, 09:00–12:30 Uhr',
    ]);
  });

  it('keeps an offer’s fields as the editor names them', () => {
    const changed = step('geaendert', [{ feld: 'format', vorher: 'praesenz', nachher: 'hybrid' }]);
    expect(lines(changed)).toEqual(['Format: Präsenz → Hybrid']);
  });

  it('reads an unknown stored shape (an older row) without an ISO instant or [object Object]', () => {
    const old = step('termin_geaendert', [{ feld: 'frist', vorher: { am: '2026-11-20T10:00:00Z', hinweis: 'alt' }, nachher: null }]);
    expect(lines(old)).toEqual(['frist: 20.11.2026, 11:00 Uhr, alt → –']);
  });

  it('names the date by its beginning, not its number: as it is now, else as the step wrote it', () => {
    expect(historyDateName(created)).toBe('30.11.2026, 14:00 Uhr');
    expect(historyDateName(step('termin_abgesagt', [], '2026-12-02T08:30:00Z'))).toBe('02.12.2026, 09:30 Uhr');
    expect(historyDateName(step('termin_abgesagt', []))).toBeUndefined();
    expect(historyDateName({ ...created, terminId: null })).toBeUndefined();
  });
});
