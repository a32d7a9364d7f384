import { AngebotInhaltSchema } from '@fobu/api-contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_OFFER, offerContentOf, offerFormValuesOf } from './offer-form-values';

describe('the offer editor’s values', () => {
  const typed = {
    ...EMPTY_OFFER,
    titel: 'Lesen lernen',
    beschreibung: 'Grundlagen der Leseförderung.',
    zielgruppen: ['lehrkraft'],
    schularten: ['Grundschule'],
    faecher: 'Deutsch; DaZ,\nLesen',
    kennzeichen: 'QLA  NEU',
    format: 'praesenz' as const,
    umfangStunden: '1,5',
    gebuehr: '1.250,50',
    referenten: [
      { id: 4, name: 'Dr. Anna Berg' },
      { id: 9, name: 'Jonas Kehl' },
    ],
  };

  it('reads German numbers and lists as people type them', () => {
    expect(offerContentOf(typed, 'TERMIN')).toMatchObject({
      faecher: ['Deutsch', 'DaZ', 'Lesen'],
      kennzeichen: ['QLA', 'NEU'],
      umfangStunden: 1.5,
      gebuehr: 1250.5,
      referenten: ['Dr. Anna Berg', 'Jonas Kehl'],
      referentIds: [4, 9],
    });
  });

  it('leaves an empty number missing, so that the check names the field', () => {
    const result = AngebotInhaltSchema.safeParse(offerContentOf({ ...typed, umfangStunden: ' ' }, 'TERMIN'));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['umfangStunden'], message: 'Bitte geben Sie den Umfang in Stunden an.' });
  });

  it('gives back what it read: content → fields → content', () => {
    const content = AngebotInhaltSchema.parse(offerContentOf(typed, 'TERMIN'));
    expect(AngebotInhaltSchema.parse(offerContentOf(offerFormValuesOf(content), 'TERMIN'))).toEqual(content);
    expect(offerFormValuesOf(content).umfangStunden).toBe('1,5');
  });
});

describe('the attachments and the course’s platform', () => {
  const course = {
    ...EMPTY_OFFER,
    anhaenge: [
      { name: ' Ausschreibung ', url: 'https://iqsh.example/a.pdf ' },
      { name: '', url: '  ' },
    ],
    plattformLink: 'https://lernen.iqsh.example/kurs/1',
    selbstabschluss: true,
  };

  it('leaves out an attachment row left empty and trims the others', () => {
    expect(offerContentOf(course, 'SLK').anhaenge).toEqual([{ name: 'Ausschreibung', url: 'https://iqsh.example/a.pdf' }]);
  });

  it('sends the platform fields for a course only, so that another offer never carries them unseen', () => {
    expect(offerContentOf(course, 'SLK')).toMatchObject({ plattformLink: 'https://lernen.iqsh.example/kurs/1', selbstabschluss: true });
    expect(offerContentOf(course, 'TERMIN')).toMatchObject({ plattformLink: null, selbstabschluss: false });
    expect(offerContentOf({ ...course, plattformLink: ' ' }, 'SLK').plattformLink).toBeNull();
  });
});

describe('the offer’s format', () => {
  it('is asked for in German when none is chosen', () => {
    const result = AngebotInhaltSchema.safeParse(offerContentOf({ ...EMPTY_OFFER, format: '' }, 'TERMIN'));
    expect(result.error?.issues.find((issue) => issue.path[0] === 'format')?.message).toBe(
      'Bitte wählen Sie das Format: Präsenz, Online oder Hybrid.',
    );
  });
});
