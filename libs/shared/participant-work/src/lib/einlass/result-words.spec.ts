import type { EinlassErgebnis } from '@fobu/api-contract';
import { resultWords } from './result-words';

const answer = (patch: Partial<EinlassErgebnis>): EinlassErgebnis => ({
  ergebnis: 'eingelassen',
  anmeldungId: 7,
  vorname: 'Anna',
  name: 'Beispiel',
  status: 'zugelassen',
  eingelassenAm: null,
  terminId: 801,
  ...patch,
});
const words = (patch: Partial<EinlassErgebnis>, provisional = false) =>
  resultWords({ kind: 'ergebnis', ergebnis: answer(patch), provisional }, new Date('2026-12-03T10:00:00Z'));

describe('what the door says', () => {
  it('says in, provisionally in, and when someone came in before (in German time, with the day when not today)', () => {
    expect(words({})).toEqual({ title: 'Eingelassen', tone: 'erfolg' });
    expect(words({}, true)).toMatchObject({ title: 'Vorläufig eingelassen', tone: 'erfolg' });
    expect(words({ ergebnis: 'schon_eingelassen', eingelassenAm: '2026-12-03T08:12:00Z' })).toEqual({
      title: 'Bereits eingelassen um 09:12 Uhr',
      tone: 'hinweis',
    });
    expect(words({ ergebnis: 'schon_eingelassen', eingelassenAm: '2026-12-02T08:12:00Z' }).title).toBe(
      'Bereits eingelassen am 02.12.2026 um 09:12 Uhr',
    );
  });

  it('refuses in red with the reason: the state, another date, no valid code, or the server’s words', () => {
    expect(words({ ergebnis: 'nicht_zugelassen', status: 'warteliste' })).toEqual({
      title: 'Nicht zugelassen',
      detail: 'Stand der Anmeldung: Warteliste',
      tone: 'abgelehnt',
    });
    expect(words({ ergebnis: 'anderer_termin' })).toMatchObject({ title: 'QR-Code eines anderen Termins', tone: 'abgelehnt' });
    expect(words({ ergebnis: 'ungueltig' })).toMatchObject({ title: 'Ungültiger QR-Code', tone: 'abgelehnt' });
    expect(resultWords({ kind: 'fehler', message: 'Sie leiten diesen Termin nicht.' })).toEqual({
      title: 'Einlass nicht gespeichert',
      detail: 'Sie leiten diesen Termin nicht.',
      tone: 'abgelehnt',
    });
  });
});
