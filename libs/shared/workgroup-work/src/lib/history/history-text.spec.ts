import type { ArbeitsgruppeHistorieEintrag } from '@fobu/api-contract';
import { historyActionText, historyDetailLines } from './history-text';

const step = (aktion: string, details: Record<string, unknown>): ArbeitsgruppeHistorieEintrag => ({
  id: 1,
  am: '2026-11-30T13:00:00.000Z',
  person: { uid: 'u-1', name: 'Vera Leitung' },
  rolle: 'veranstaltungsleiter',
  aktion,
  details,
});

describe('a group’s history in words', () => {
  it('names each step in German, and an unknown one as stored', () => {
    expect(historyActionText('treffen_geplant')).toBe('Treffen geplant');
    expect(historyActionText('etwas_neues')).toBe('etwas_neues');
  });

  it('shows states by label, sessions in Berlin time, and a change with before and after', () => {
    expect(
      historyDetailLines(
        step('status_geaendert', {
          status: { vorher: 'aktiv', nachher: 'aufgeloest' },
          sitzungen: [{ beginn: '2026-11-30T13:00:00.000Z', ende: '2026-11-30T16:00:00.000Z' }],
          stunden: 1.5,
          ort: { name: 'IQSH', adresse: 'Schreberweg 5' },
        }),
      ),
    ).toEqual(['Stand: Aktiv → Aufgelöst', 'Sitzungen: 30.11.2026, 14:00–17:00 Uhr', 'Stunden: 1,5', 'Ort: IQSH, Schreberweg 5']);
  });
});
