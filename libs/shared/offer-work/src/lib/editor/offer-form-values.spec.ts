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
    referenten: 'Dr. Anna Berg\n\n  Jonas Kehl ',
  };

  it('reads German numbers and lists as people type them', () => {
    expect(offerContentOf(typed)).toMatchObject({
      faecher: ['Deutsch', 'DaZ', 'Lesen'],
      kennzeichen: ['QLA', 'NEU'],
      umfangStunden: 1.5,
      gebuehr: 1250.5,
      referenten: ['Dr. Anna Berg', 'Jonas Kehl'],
    });
  });

  it('leaves an empty number missing, so that the check names the field', () => {
    const result = AngebotInhaltSchema.safeParse(offerContentOf({ ...typed, umfangStunden: ' ' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['umfangStunden'], message: 'Bitte geben Sie den Umfang in Stunden an.' });
  });

  it('gives back what it read: content → fields → content', () => {
    const content = AngebotInhaltSchema.parse(offerContentOf(typed));
    expect(AngebotInhaltSchema.parse(offerContentOf(offerFormValuesOf(content)))).toEqual(content);
    expect(offerFormValuesOf(content).umfangStunden).toBe('1,5');
  });
});

describe('the offer’s format', () => {
  it('is asked for in German when none is chosen', () => {
    const result = AngebotInhaltSchema.safeParse(offerContentOf({ ...EMPTY_OFFER, format: '' }));
    expect(result.error?.issues.find((issue) => issue.path[0] === 'format')?.message).toBe(
      'Bitte wählen Sie das Format: Präsenz, Online oder Hybrid.',
    );
  });
});
