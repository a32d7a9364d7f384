import type { Treffen } from '@fobu/api-contract';
import { meetingFormValues, meetingInput, NEW_MEETING } from './meeting-form-values';

describe('a meeting’s form values', () => {
  it('reads the days and times as Kiel means them, in winter and in summer', () => {
    const input = meetingInput({
      ...NEW_MEETING,
      sitzungen: [
        { tag: '2026-12-10', von: '14:00', bis: '17:00' },
        { tag: '2027-07-01', von: '09:00', bis: '12:00' },
      ],
      ortName: 'IQSH',
      adresse: 'Schreberweg 5, 24119 Kronshagen',
      kreis: 'rendsburg-eckernfoerde',
      stunden: '1,5',
    });
    expect(input.sitzungen).toEqual([
      { beginn: '2026-12-10T13:00:00.000Z', ende: '2026-12-10T16:00:00.000Z' },
      { beginn: '2027-07-01T07:00:00.000Z', ende: '2027-07-01T10:00:00.000Z' },
    ]);
    expect(input.stunden).toBe(1.5);
    expect(input.onlineLink).toBeNull();
  });

  it('sends an online meeting with its link and no place, and reads a planned one back', () => {
    const input = meetingInput({ ...NEW_MEETING, online: true, onlineLink: ' https://konferenz.example/raum ' });
    expect(input.ort).toBeNull();
    expect(input.onlineLink).toBe('https://konferenz.example/raum');
    const treffen = {
      thema: 'Abitur 2027',
      sitzungen: [{ beginn: '2026-12-10T13:00:00.000Z', ende: '2026-12-10T16:00:00.000Z' }],
      ort: null,
      onlineLink: 'https://konferenz.example/raum',
      stunden: 2.5,
    } as unknown as Treffen;
    expect(meetingFormValues(treffen)).toMatchObject({
      online: true,
      stunden: '2,5',
      sitzungen: [{ tag: '2026-12-10', von: '14:00', bis: '17:00' }],
    });
  });
});
