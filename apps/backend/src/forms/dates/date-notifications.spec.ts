import type { TerminDaten } from '@fobu/api-contract';
import { dateChangeText } from './date-notifications';

const KIEL = { name: 'IQSH-Lernort Kiel', adresse: 'Schreberweg 5, Kiel', raum: 'Raum 1.02', kreis: 'kiel' } as const;
const DATE: TerminDaten = {
  beginn: '2027-03-10T08:00:00.000Z',
  ende: '2027-03-10T12:00:00.000Z',
  sitzungen: [{ beginn: '2027-03-10T08:00:00.000Z', ende: '2027-03-10T12:00:00.000Z' }],
  ort: KIEL,
  onlineLink: null,
  minPlaetze: 1,
  maxPlaetze: 20,
  wartelistePlaetze: 5,
  anmeldebeginn: '2027-01-10T08:00:00.000Z',
  anmeldeschluss: '2027-03-07T08:00:00.000Z',
  stornofrist: '2027-03-03T08:00:00.000Z',
  genehmigungErforderlich: false,
};

describe('what people booked on a date are told of its change', () => {
  it('names the new time and the old one, in Kiel’s time', () => {
    const later = { ...DATE, beginn: '2027-03-11T12:00:00.000Z', ende: '2027-03-11T15:30:00.000Z' };
    later.sitzungen = [{ beginn: later.beginn, ende: later.ende }];
    expect(dateChangeText('Sprachbildung', DATE, later)).toBe(
      'Der Termin von „Sprachbildung“ hat sich geändert. ' +
        'Neue Zeit: Do., 11.03.2027, 13:00–16:30 Uhr (bisher Mi., 10.03.2027, 09:00–13:00 Uhr). ' +
        'Ihre Anmeldung bleibt bestehen. Passt Ihnen der Termin nicht mehr, stornieren Sie bitte oder wenden Sie sich an die Veranstaltungsleitung.',
    );
  });

  it('names a date over two days from one day to the other', () => {
    const overnight = { ...DATE, ende: '2027-03-11T12:00:00.000Z' };
    overnight.sitzungen = [{ beginn: overnight.beginn, ende: overnight.ende }];
    expect(dateChangeText('Sprachbildung', DATE, overnight)).toContain(
      'Neue Zeit: Mi., 10.03.2027, 09:00 Uhr bis Do., 11.03.2027, 13:00 Uhr (bisher Mi., 10.03.2027, 09:00–13:00 Uhr).',
    );
  });

  it('names the new place, and each session of a date that has several', () => {
    const twoSessions = {
      ...DATE,
      ende: '2027-03-17T12:00:00.000Z',
      sitzungen: [DATE.sitzungen[0], { beginn: '2027-03-17T08:00:00.000Z', ende: '2027-03-17T12:00:00.000Z' }],
      ort: { ...KIEL, name: 'Gemeinschaftsschule Wik', raum: '' },
    };
    const text = dateChangeText('Sprachbildung', DATE, twoSessions);
    expect(text).toContain(
      'Neue Zeit: Mi., 10.03.2027, 09:00–13:00 Uhr und Mi., 17.03.2027, 09:00–13:00 Uhr (bisher Mi., 10.03.2027, 09:00–13:00 Uhr).',
    );
    expect(text).toContain(
      'Neuer Ort: Gemeinschaftsschule Wik, Schreberweg 5, Kiel (bisher IQSH-Lernort Kiel, Raum 1.02, Schreberweg 5, Kiel).',
    );
  });

  it('says that the meeting link changed without naming it, and nothing when neither time nor place changed', () => {
    const online = { ...DATE, ort: null, onlineLink: 'https://konferenz.example/a' };
    const text = dateChangeText('Sprachbildung', online, { ...online, onlineLink: 'https://konferenz.example/b' });
    expect(text).toContain('Der Link zum Online-Raum hat sich geändert');
    expect(text).not.toContain('konferenz.example');
    expect(dateChangeText('Sprachbildung', DATE, { ...DATE, maxPlaetze: 30, stornofrist: '2027-03-01T08:00:00.000Z' })).toBeNull();
  });
});
