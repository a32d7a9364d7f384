import { HistorieEintragSchema } from './angebot-bearbeitung';
import { TerminEingabeSchema, terminFehler, terminOrtFehler, type TerminEingabe } from './termin-bearbeitung';

const NOW = new Date('2027-01-01T00:00:00Z');
const DATE = {
  beginn: '2027-03-10T09:00:00+01:00',
  ende: '2027-03-10T13:00:00+01:00',
  sitzungen: [{ beginn: '2027-03-10T09:00:00+01:00', ende: '2027-03-10T13:00:00+01:00' }],
  onlineLink: 'https://konferenz.example/raum',
  minPlaetze: 5,
  maxPlaetze: 20,
  wartelistePlaetze: 5,
  anmeldebeginn: '2027-01-10T00:00:00Z',
  anmeldeschluss: '2027-03-07T00:00:00Z',
  stornofrist: '2027-03-03T00:00:00Z',
} satisfies TerminEingabe;
const messages = (input: unknown) => {
  const result = TerminEingabeSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a date as its organiser writes it', () => {
  it('takes a valid date, filling in no place, no approval', () => {
    expect(TerminEingabeSchema.parse(DATE)).toMatchObject({ ort: null, genehmigungErforderlich: false });
  });

  it('names each field’s mistake in German, and refuses unknown fields', () => {
    expect(
      messages({
        ...DATE,
        beginn: 'morgen',
        maxPlaetze: 2.5,
        onlineLink: 'javascript:alert(1)',
        ort: { name: '', adresse: 'x', kreis: 'hamburg' },
      }),
    ).toEqual({
      beginn: 'Bitte geben Sie den Beginn als Datum mit Uhrzeit an.',
      maxPlaetze: 'Bitte geben Sie die Zahl der Plätze als ganze Zahl an.',
      onlineLink: 'Bitte geben Sie den vollständigen Link zum Online-Raum an (mit https://).',
      'ort.name': 'Bitte geben Sie den Namen des Veranstaltungsorts an.',
      'ort.kreis': 'Bitte wählen Sie den Kreis oder die kreisfreie Stadt des Veranstaltungsorts.',
    });
    expect(TerminEingabeSchema.safeParse({ ...DATE, zugelassen: 3 }).success).toBe(false);
  });

  it('checks the fields against each other: order of times, sessions inside the date, booking before it, no more minimum than places', () => {
    const input = TerminEingabeSchema.parse(DATE);
    expect(terminFehler(input, NOW)).toEqual([]);
    const overlapping = {
      ...input,
      ende: '2027-03-17T13:00:00+01:00',
      sitzungen: [
        { beginn: '2027-03-10T09:00:00+01:00', ende: '2027-03-10T13:00:00+01:00' },
        { beginn: '2027-03-10T12:00:00+01:00', ende: '2027-03-10T15:00:00+01:00' },
      ],
    };
    expect(terminFehler(overlapping, NOW)).toEqual([
      { path: ['sitzungen', 1, 'beginn'], message: 'Die Sitzungen dürfen sich nicht überschneiden; bitte ordnen Sie sie nach der Zeit.' },
    ]);
    expect(
      terminFehler({ ...input, onlineLink: null, anmeldeschluss: input.anmeldebeginn, minPlaetze: 21 }, NOW).map((f) => f.message),
    ).toEqual([
      'Bitte geben Sie einen Veranstaltungsort oder den Link zum Online-Raum an.',
      'Die Mindestzahl darf nicht größer sein als die Zahl der Plätze.',
      'Der Anmeldeschluss muss nach dem Anmeldebeginn liegen.',
    ]);
    expect(terminFehler(input, new Date('2027-03-10T08:00:00Z'))).toEqual([
      { path: ['beginn'], message: 'Der Termin muss in der Zukunft beginnen.' },
    ]);
  });

  it('asks for the place the offer’s format needs', () => {
    const ort = { name: 'IQSH', adresse: 'Schreberweg 5, Kiel', raum: '', kreis: 'kiel' } as const;
    expect(terminOrtFehler('online', { ort: null, onlineLink: 'https://a.example' })).toEqual([]);
    expect(terminOrtFehler('hybrid', { ort, onlineLink: 'https://a.example' })).toEqual([]);
    expect(terminOrtFehler('praesenz', { ort, onlineLink: null })).toEqual([]);
    expect(terminOrtFehler('hybrid', { ort: null, onlineLink: null }).map((f) => f.path)).toEqual([['ort'], ['onlineLink']]);
    expect(terminOrtFehler('online', { ort, onlineLink: null }).map((f) => f.path)).toEqual([['ort'], ['onlineLink']]);
  });
});

describe('the history of an offer', () => {
  it('names the date of a date’s step, and none for older answers without it', () => {
    const step = { am: '2027-01-01T00:00:00Z', person: { uid: '1', name: 'A B' }, rolle: 'verwaltung', aenderungen: [], notiz: null };
    expect(HistorieEintragSchema.parse({ ...step, aktion: 'termin_abgesagt', terminId: 7 }).terminId).toBe(7);
    expect(HistorieEintragSchema.parse({ ...step, aktion: 'freigeben' }).terminId).toBeNull();
  });
});
