import { speakerFormValues, speakerInputOf } from './speaker-form-values';

describe('the speaker form’s values', () => {
  it('sends the topics as a list and an empty address as none', () => {
    const values = { ...speakerFormValues(), name: 'Anna Berg', themen: 'Sprachbildung,  DaZ;\n', email: '  ' };
    expect(speakerInputOf(values)).toEqual({
      name: 'Anna Berg',
      titel: '',
      organisation: '',
      themen: ['Sprachbildung', 'DaZ'],
      email: null,
      telefon: '',
      gelistet: false,
    });
  });
});
