import { KontaktanfrageSchema } from './kontakt';

const kontakt = {
  art: 'kontakt',
  mandant: 'iqsh',
  name: '  Maria Muster ',
  email: 'maria@schule.de',
  thema: 'buchung',
  nachricht: 'Ich finde meine Buchung nicht mehr.',
  einwilligung: true,
};

const messages = (input: unknown) => {
  const result = KontaktanfrageSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('Kontaktanfrage', () => {
  it('accepts a complete request and trims the text', () => {
    expect(KontaktanfrageSchema.parse(kontakt)).toMatchObject({ name: 'Maria Muster' });
    expect(
      KontaktanfrageSchema.parse({ art: 'feedback', mandant: 'shibb', seite: 'Support', nachricht: 'Das Formular ist zu lang.' }),
    ).toMatchObject({ art: 'feedback' });
  });

  it('names every bad field in German', () => {
    expect(messages({ ...kontakt, name: ' ', email: 'maria', nachricht: 'kurz', einwilligung: false, vnr: 'IQ 24' })).toEqual({
      name: 'Bitte geben Sie Ihren Namen an.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@schule.de.',
      nachricht: 'Bitte beschreiben Sie Ihr Anliegen in mindestens 10 Zeichen.',
      vnr: 'Die Veranstaltungsnummer besteht aus Buchstaben und Ziffern, z. B. IQ240001.',
      einwilligung: 'Bitte bestätigen Sie, dass Sie die Datenschutzhinweise gelesen haben.',
    });
    expect(messages({ art: 'kontakt', mandant: 'iqsh' })).toMatchObject({
      name: 'Bitte geben Sie Ihren Namen an.',
      thema: 'Bitte wählen Sie ein Thema.',
    });
  });

  it('refuses control characters, unknown fields and unknown kinds', () => {
    expect(messages({ ...kontakt, nachricht: 'Hallo\u0000Welt, bitte helfen' })).toEqual({
      nachricht: 'Der Text enthält unzulässige Steuerzeichen.',
    });
    expect(KontaktanfrageSchema.safeParse({ ...kontakt, admin: true }).success).toBe(false);
    expect(KontaktanfrageSchema.safeParse({ ...kontakt, art: 'beschwerde' }).success).toBe(false);
  });

  it('takes the e-mail addresses people have and refuses what is none', () => {
    for (const email of ['maria@schule.de', 'm.muster+fobu@gym-kiel.schule-sh.de', 'x@sub.domain.example']) {
      expect(messages({ ...kontakt, email }), email).toEqual({});
    }
    for (const email of [
      'maria@schule',
      'maria@@schule.de',
      'ma ria@schule.de',
      'maria@schule..de',
      'maria@.schule.de',
      'maria@schule.de.',
    ]) {
      expect(messages({ ...kontakt, email }), email).toHaveProperty('email');
    }
  });
});
